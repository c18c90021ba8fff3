import { constants, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import { tempDir } from '../testing/harness';
import { createDecryptor, encryptWithPublicKey, loadOrCreateRsaKeys, pkcs1Type2Message } from './rsa';

/** The decryptor's own edges: padding check, jsencrypt's short ciphertexts, speed. */
describe('PKCS#1 v1.5 decryption edges', () => {
  const dir = tempDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const keys = loadOrCreateRsaKeys(dir);
  const decrypt = createDecryptor(keys.privateKeyPem);
  const encryptBytes = (bytes: Buffer) => publicEncrypt({ key: keys.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, bytes);

  it('accepts a ciphertext whose leading zero byte was dropped, as jsencrypt sends about one time in 256', () => {
    let cipher: Buffer | null = null;
    for (let i = 0; i < 20_000 && !cipher; i++) {
      const c = encryptBytes(Buffer.from('123456'));
      if (c[0] === 0) cipher = c;
    }
    expect(cipher).not.toBeNull();
    expect(decrypt(cipher!.subarray(1).toString('base64'))).toBe('123456');
    expect(decrypt(cipher!.toString('base64'))).toBe('123456');
  });

  it('answers null for non-base64 text, oversized input, numbers above the modulus and non-UTF-8 messages', () => {
    const good = encryptWithPublicKey(keys.publicKeyPem, '123456');
    expect(decrypt(` ${good}\n`)).toBe('123456');
    expect(decrypt(`${good}!`)).toBeNull();
    expect(decrypt('not base64 at all')).toBeNull();
    expect(decrypt(Buffer.alloc(257, 1).toString('base64'))).toBeNull();
    expect(decrypt(Buffer.alloc(256, 0xff).toString('base64'))).toBeNull();
    expect(decrypt(encryptBytes(Buffer.from([0xff, 0xfe, 0x80])).toString('base64'))).toBeNull();
  });

  it('checks the padding: 00 02, at least 8 non-zero bytes, a zero separator', () => {
    const block = (head: number[], padding: number, message: number[]) =>
      Uint8Array.from([...head, ...Array<number>(padding).fill(0x5a), 0, ...message]);
    expect(Array.from(pkcs1Type2Message(block([0, 2], 8, [65, 66]))!)).toEqual([65, 66]);
    expect(Array.from(pkcs1Type2Message(block([0, 2], 20, []))!)).toEqual([]);
    expect(pkcs1Type2Message(block([0, 2], 7, [65]))).toBeNull();
    expect(pkcs1Type2Message(block([1, 2], 8, [65]))).toBeNull();
    expect(pkcs1Type2Message(block([0, 1], 8, [65]))).toBeNull();
    expect(pkcs1Type2Message(Uint8Array.from([0, 2, ...Array<number>(30).fill(7)]))).toBeNull();
    expect(pkcs1Type2Message(Uint8Array.from([0, 2]))).toBeNull();
    // The first zero ends the padding; later zeros belong to the message.
    expect(Array.from(pkcs1Type2Message(block([0, 2], 9, [0, 65]))!)).toEqual([0, 65]);
  });

  it('decrypts in OpenSSL, not in JavaScript: 20 logins cost well under the 45 ms each node-forge needed', () => {
    const ciphers = Array.from({ length: 20 }, () => encryptBytes(Buffer.from('123456')).toString('base64'));
    decrypt(ciphers[0]!);
    const started = performance.now();
    for (const c of ciphers) expect(decrypt(c)).toBe('123456');
    expect(performance.now() - started).toBeLessThan(400);
  });
});
