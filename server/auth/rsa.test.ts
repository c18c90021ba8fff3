import fs from 'node:fs';
import path from 'node:path';
import { constants, publicEncrypt } from 'node:crypto';
import { tempDir } from '../testing/harness';
import { createDecryptor, encryptWithPublicKey, loadOrCreateRsaKeys, PRIVATE_KEY_FILE, PUBLIC_KEY_FILE } from './rsa';

describe('RSA keys and PKCS#1 v1.5 decryption', () => {
  const dir = tempDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const keys = loadOrCreateRsaKeys(dir);
  const decrypt = createDecryptor(keys.privateKeyPem);

  it('creates a 2048-bit pair on first start, the private key readable by its owner only', () => {
    expect(keys.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const mode = fs.statSync(path.join(dir, PRIVATE_KEY_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(fs.readFileSync(path.join(dir, PUBLIC_KEY_FILE), 'utf8')).toBe(keys.publicKeyPem);
  });

  it('keeps the same pair on the next start', () => {
    expect(loadOrCreateRsaKeys(dir)).toEqual(keys);
  });

  it('decrypts what node-forge encrypts, including non-ASCII text', () => {
    expect(decrypt(encryptWithPublicKey(keys.publicKeyPem, '123456'))).toBe('123456');
    expect(decrypt(encryptWithPublicKey(keys.publicKeyPem, '密码 pässwörd'))).toBe('密码 pässwörd');
  });

  it('decrypts PKCS#1 v1.5 ciphertext from an independent implementation, Node itself', () => {
    // The console's encryptor (src/shared/crypto/rsaPkcs1.ts) is checked against node-forge in its own tests.
    const cipher = publicEncrypt({ key: keys.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('123456')).toString('base64');
    expect(decrypt(cipher)).toBe('123456');
  });

  it('answers null for plain text, garbage and ciphertext under another key', () => {
    expect(decrypt('123456')).toBeNull();
    expect(decrypt('')).toBeNull();
    expect(decrypt(Buffer.alloc(256, 7).toString('base64'))).toBeNull();
    const otherDir = tempDir();
    const other = loadOrCreateRsaKeys(otherDir);
    fs.rmSync(otherDir, { recursive: true, force: true });
    expect(decrypt(encryptWithPublicKey(other.publicKeyPem, '123456'))).toBeNull();
  });
});
