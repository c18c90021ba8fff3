import { parseConfig, type ConfigResult } from './parseConfig';

/**
 * Reads config.json from beside index.html once at start-up, before the first API
 * call, so a deployment can point the console at another back end without a rebuild.
 * Never throws: a missing or malformed file becomes a readable list of errors.
 */
export async function loadConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    return { ok: false, errors: [`config.json could not be fetched: ${(error as Error).message}`] };
  }
  if (!response.ok) {
    return { ok: false, errors: [`config.json could not be fetched: HTTP ${response.status}`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch (error) {
    return { ok: false, errors: [`config.json is not valid JSON: ${(error as Error).message}`] };
  }
  return parseConfig(raw);
}
