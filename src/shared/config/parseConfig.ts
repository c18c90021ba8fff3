import { configChecks, defaultConfig, defaultUploads, uploadCheck, type AppConfig, type Uploads } from './schema';

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; errors: string[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Accepts a PEM or the bare base64 body (as eladmin's settings hold it) and returns a PEM. */
export function normalisePublicKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed === '' || trimmed.startsWith('-----BEGIN')) return trimmed;
  const lines = trimmed.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----`;
}

function parseUploads(raw: unknown, errors: string[]): Uploads {
  if (raw === undefined) return { ...defaultUploads };
  if (!isObject(raw)) {
    errors.push('uploads: must be an object of endpoint paths');
    return { ...defaultUploads };
  }
  const uploads = { ...defaultUploads };
  for (const key of Object.keys(defaultUploads) as (keyof Uploads)[]) {
    if (raw[key] === undefined) continue;
    const problem = uploadCheck(raw[key]);
    if (problem) errors.push(`uploads.${key}: ${problem}`);
    else uploads[key] = raw[key] as string;
  }
  return uploads;
}

/** Validates the runtime config.json; missing keys take their defaults, unknown keys are ignored. */
export function parseConfig(raw: unknown): ConfigResult {
  if (!isObject(raw)) return { ok: false, errors: ['config.json must hold a JSON object'] };
  const errors: string[] = [];
  const config: AppConfig = { ...defaultConfig };
  const target = config as unknown as Json;
  for (const [key, check] of Object.entries(configChecks)) {
    if (raw[key] === undefined) continue;
    const problem = check(raw[key]);
    if (problem) errors.push(`${key}: ${problem}`);
    else target[key] = raw[key];
  }
  config.uploads = parseUploads(raw.uploads, errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: { ...config, apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, ''), rsaPublicKey: normalisePublicKey(config.rsaPublicKey) },
  };
}
