import { generateKeyPairSync, createPublicKey } from 'node:crypto';
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
    // PKCS#1 PEM ("RSA PRIVATE KEY"), which node-forge reads directly.
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

/**
 * PKCS#1 v1.5 decryption through node-forge: Node 20's `privateDecrypt` refuses
 * this padding (CVE-2023-46809), and the browser side (jsencrypt) only speaks it.
 */
export function createDecryptor(privateKeyPem: string): Decrypt {
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  const maxLength = Math.ceil(key.n.bitLength() / 8);
  return (base64Ciphertext) => {
    try {
      const bytes = forge.util.decode64(base64Ciphertext.trim());
      if (bytes.length === 0 || bytes.length > maxLength) return null;
      return forge.util.decodeUtf8(key.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
    } catch {
      return null;
    }
  };
}

/** The client side of the scheme (what jsencrypt does), for the CLI and tests. */
export function encryptWithPublicKey(publicKeyPem: string, plain: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(plain), 'RSAES-PKCS1-V1_5'));
}
