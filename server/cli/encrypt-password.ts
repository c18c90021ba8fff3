/**
 * Prints a password encrypted the way the console's login form does (RSA PKCS#1
 * v1.5, base64, with the server's public key from /config.json), so a shell can
 * sign in with curl:
 *
 *   node -r ts-node/register/transpile-only server/cli/encrypt-password.ts 123456 [--url http://127.0.0.1:8013]
 */
import { encryptWithPublicKey } from '../auth/rsa';

const USAGE = 'usage: encrypt-password.ts <password> [--url http://127.0.0.1:8013]';

export function parseArgs(argv: readonly string[]): { password: string; url: string } {
  let url = 'http://127.0.0.1:8013';
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--url') {
      const value = argv[++i];
      if (!value) throw new Error(USAGE);
      url = value;
    } else if (arg.startsWith('--url=')) {
      url = arg.slice('--url='.length);
    } else {
      rest.push(arg);
    }
  }
  if (rest.length !== 1) throw new Error(USAGE);
  return { password: rest[0]!, url: url.replace(/\/+$/, '') };
}

export async function fetchPublicKey(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/config.json`);
  if (!res.ok) throw new Error(`GET ${baseUrl}/config.json answered ${res.status}`);
  const config = (await res.json()) as { rsaPublicKey?: unknown };
  if (typeof config.rsaPublicKey !== 'string' || !config.rsaPublicKey) {
    throw new Error(`${baseUrl}/config.json has no rsaPublicKey`);
  }
  return config.rsaPublicKey;
}

/** Accepts a PEM or a bare base64 key body, as eladmin deployments configure it. */
export function toPem(key: string): string {
  if (key.includes('-----BEGIN')) return key;
  const body = key.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`;
}

async function main(): Promise<void> {
  const { password, url } = parseArgs(process.argv.slice(2));
  const key = await fetchPublicKey(url);
  process.stdout.write(`${encryptWithPublicKey(toPem(key), password)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
