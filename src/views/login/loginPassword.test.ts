import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { passwordToSend } from './loginPassword';

const keys = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const pem = keys.publicKey;
// As the back end decrypts (PKCS#1 v1.5; Node's own crypto no longer does).
const decrypt = (cipher: string) => forge.util.decodeUtf8(forge.pki.privateKeyFromPem(keys.privateKey).decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5'));

describe('the password login sends', () => {
  it('is the remembered ciphertext as it is, or the typed password without an RSA key', async () => {
    await expect(passwordToSend('CIPHER', 'CIPHER', pem)).resolves.toEqual({ value: 'CIPHER', encrypted: true });
    await expect(passwordToSend('123456', undefined, '')).resolves.toEqual({ value: '123456', encrypted: false });
  });

  it('is RSA ciphertext the server can decrypt, also when a remembered one was retyped', async () => {
    const fresh = await passwordToSend('123456', undefined, pem);
    expect(fresh.encrypted).toBe(true);
    expect(decrypt(fresh.value)).toBe('123456');
    const retyped = await passwordToSend('s3cret', 'other-cipher', pem);
    expect(retyped.encrypted).toBe(true);
    expect(decrypt(retyped.value)).toBe('s3cret');
  });

  it('fails with a clear message for a key that is not one', async () => {
    await expect(passwordToSend('123456', undefined, 'not a key')).rejects.toThrow('密码加密失败，请检查 rsaPublicKey 配置');
  });
});
