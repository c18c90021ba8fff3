import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';

/*
 * Secrets at rest (CONTRACT-TOOLS, do-not-copy 11): AES-256-GCM with a key that is not in
 * the database, so a copy of the database file alone gives no secret. The key is a file
 * beside the database (`<database>.key`, mode 0600), made on first start.
 */

/** A sealed value: this prefix, then base64 of iv (12 bytes), tag (16) and ciphertext. */
export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Whether a stored value is one `seal` wrote (a plain value from an earlier version is not). */
export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

/** Seals and opens text with one key; the value's name is authenticated with it. */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`a secret key has ${KEY_BYTES} bytes, not ${key.length}`);
    this.#key = Buffer.from(key);
  }

  /** `name` (the config key) is bound to the value: a sealed value copied under another name does not open. */
  seal(plain: string, name: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(name, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plain text; throws when the value is not sealed, or not by this key under this name. */
  open(sealed: string, name: string): string {
    if (!isSealed(sealed)) throw new Error('not a sealed value');
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('a sealed value too short');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/** Where a database's key lives: beside it, named after it (a copy of both files moves together). */
export const secretKeyFile = (dbPath: string): string => `${dbPath}.key`;

/** The key in `file`, or undefined when there is none; a file that holds no key is an error naming it. */
export function readSecretKey(file: string): Buffer | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== text.trim()) {
    throw new Error(`the secret key file ${file} does not hold a key (${KEY_BYTES} bytes, base64)`);
  }
  return key;
}

/** A new key written to `file` (0600); another process's key when it wrote one first. */
export function createSecretKey(file: string): Buffer {
  const key = randomBytes(KEY_BYTES);
  try {
    // wx: never overwrite a key another process wrote in the meantime.
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecretKey(file)!;
  }
  fs.chmodSync(file, 0o600);
  return key;
}
