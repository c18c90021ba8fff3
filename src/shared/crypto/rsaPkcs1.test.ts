import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import forge from 'node-forge';
import { parsePublicKey, rsaEncrypt } from './rsaPkcs1';
import { encryptPassword, ENCRYPTION_FAILED_MESSAGE, prepareEncryptor } from './encryptPassword';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const pkcs1Public = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'pkcs1', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });

// The server's way (node-forge, as STACK.md describes): what the back ends do.
const decryptWith = (privatePem: string, b64: string) => forge.util.decodeUtf8(forge.pki.privateKeyFromPem(privatePem).decrypt(forge.util.decode64(b64), 'RSAES-PKCS1-V1_5'));

describe('rsaEncrypt', () => {
  it('produces ciphertext the back end decrypts, exactly the key length, different every time', () => {
    const a = rsaEncrypt('123456', keys.publicKey);
    const b = rsaEncrypt('123456', keys.publicKey);
    expect(decryptWith(keys.privateKey, a)).toBe('123456');
    expect(atob(a)).toHaveLength(256);
    expect(a).not.toBe(b);
  });

  it('round-trips any password, Chinese included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (password) => {
        expect(decryptWith(keys.privateKey, rsaEncrypt(password, keys.publicKey))).toBe(password);
      }),
      { numRuns: 60 },
    );
  });

  it('encrypts with the key it is given when keys alternate (the parsed key is kept for one)', () => {
    for (const [publicKey, privateKey] of [[keys.publicKey, keys.privateKey], [pkcs1Public.publicKey, pkcs1Public.privateKey], [keys.publicKey, keys.privateKey]] as const) {
      expect(decryptWith(privateKey, rsaEncrypt('换钥匙', publicKey))).toBe('换钥匙');
    }
  });

  it('accepts a PKCS#1 "RSA PUBLIC KEY" too', () => {
    expect(decryptWith(pkcs1Public.privateKey, rsaEncrypt('密码', pkcs1Public.publicKey))).toBe('密码');
  });

  it('reads the modulus size and exponent', () => {
    expect(parsePublicKey(keys.publicKey)).toMatchObject({ e: 65537n, size: 256 });
  });

  it('refuses a message too long for the key and a key that is not one', () => {
    expect(() => rsaEncrypt('x'.repeat(246), keys.publicKey)).toThrow('message too long');
    expect(() => rsaEncrypt('x', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toThrow();
  });
});

describe('encryptPassword', () => {
  it('encrypts with the configured key', async () => {
    expect(decryptWith(keys.privateKey, await encryptPassword('abc', keys.publicKey))).toBe('abc');
  });

  it('fails with a readable message for a broken key', async () => {
    await expect(encryptPassword('abc', 'not a key')).rejects.toThrow(ENCRYPTION_FAILED_MESSAGE);
  });

  it('can be prepared ahead: quietly for a broken key, which the real attempt then reports', async () => {
    await expect(prepareEncryptor(keys.publicKey)).resolves.toBeUndefined();
    expect(decryptWith(keys.privateKey, await encryptPassword('abc', keys.publicKey))).toBe('abc');
    await expect(prepareEncryptor('not a key')).resolves.toBeUndefined();
    await expect(encryptPassword('abc', 'not a key')).rejects.toThrow(ENCRYPTION_FAILED_MESSAGE);
  });
});
