import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

export interface RsaKeys {
  publicKeyPem: string;
  privateKeyPem: string;
}

export const PRIVATE_KEY_FILE = 'rsa-private.pem';
export const PUBLIC_KEY_FILE = 'rsa-public.pem';

/**
 * Loads the deployment's RSA pair from the data folder, creating it on first start.
 * The private key is written with mode 0600; the public key is derived from it, so
 * a missing or stale public file can never disagree with the private one.
 */
export function loadOrCreateRsaKeys(dataDir: string): RsaKeys {
  fs.mkdirSync(dataDir, { recursive: true });
  const privateFile = path.join(dataDir, PRIVATE_KEY_FILE);
  const publicFile = path.join(dataDir, PUBLIC_KEY_FILE);
  let privateKeyPem: string;
  if (fs.existsSync(privateFile)) {
    privateKeyPem = fs.readFileSync(privateFile, 'utf8');
  } else {
    // PKCS#1 PEM ("RSA PRIVATE KEY"), the format eladmin deployments keep their key in.
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    privateKeyPem = pair.privateKey;
    // wx: never overwrite a key another process wrote in the meantime.
    fs.writeFileSync(privateFile, privateKeyPem, { mode: 0o600, flag: 'wx' });
  }
  fs.chmodSync(privateFile, 0o600);
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  if (!fs.existsSync(publicFile) || fs.readFileSync(publicFile, 'utf8') !== publicKeyPem) {
    fs.writeFileSync(publicFile, publicKeyPem, { mode: 0o644 });
  }
  return { publicKeyPem, privateKeyPem };
}

/** Decrypts what jsencrypt sends; returns null for anything that is not such a ciphertext. */
export type Decrypt = (base64Ciphertext: string) => string | null;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * PKCS#1 v1.5 decryption (RFC 8017, 7.2.2). Node 20's `privateDecrypt` refuses this
 * padding (CVE-2023-46809, the Marvin timing attack on OpenSSL's padding check),
 * and the browser side (jsencrypt and the console's encryptor) only speaks it. So
 * the RSA operation runs in OpenSSL without padding (constant-time and blinded,
 * about 1 ms) and the padding is checked here. The former node-forge path did the
 * big-number arithmetic in JavaScript: about 45 ms of blocked event loop per login
 * on these machines, which serialised concurrent sign-ins, and it leaked more timing.
 */
export function createDecryptor(privateKeyPem: string): Decrypt {
  const key = createPrivateKey(privateKeyPem);
  const size = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  return (base64Ciphertext) => {
    const text = base64Ciphertext.trim();
    if (!BASE64.test(text)) return null;
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length === 0 || bytes.length > size) return null;
    // jsencrypt drops the ciphertext's leading zero bytes (its hex is not padded),
    // about one login in 256: put them back instead of refusing.
    const block = bytes.length === size ? bytes : Buffer.concat([Buffer.alloc(size - bytes.length), bytes]);
    let encoded: Buffer;
    try {
      encoded = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, block);
    } catch {
      return null; // e.g. a number not below the modulus
    }
    const message = pkcs1Type2Message(encoded);
    if (message === null) return null;
    try {
      return utf8.decode(message);
    } catch {
      return null;
    }
  };
}

/**
 * The message inside `0x00 0x02 PS(>= 8 non-zero bytes) 0x00 M`, or null. Scans
 * every byte without exiting early, so the time spent does not depend on where the
 * padding goes wrong.
 */
export function pkcs1Type2Message(encoded: Uint8Array): Uint8Array | null {
  const length = encoded.length;
  let bad = (encoded[0] ?? 1) | ((encoded[1] ?? 0) ^ 0x02);
  let separator = 0;
  let found = 0;
  for (let i = 2; i < length; i++) {
    // 1 when the byte is zero (0 - 1 is negative), else 0.
    const isZero = ((encoded[i]! - 1) >>> 31) & 1;
    const first = isZero & (found ^ 1);
    separator |= -first & i;
    found |= isZero;
  }
  bad |= found ^ 1;
  // At least 8 padding bytes: the separator sits at index 10 or later.
  bad |= ((separator - 10) >>> 31) & 1;
  if (length < 11) bad |= 1;
  return bad === 0 ? encoded.subarray(separator + 1) : null;
}

/** The client side of the scheme (what jsencrypt does), for the CLI and tests. */
export function encryptWithPublicKey(publicKeyPem: string, plain: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(plain), 'RSAES-PKCS1-V1_5'));
}
