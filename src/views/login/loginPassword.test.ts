import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { loadEncryptor } from '../../shared/crypto/encryptPassword';
import { passwordToSend, passwordToSendNow } from './loginPassword';

const keys = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const pem = keys.publicKey;
// As the back end decrypts (PKCS#1 v1.5; Node's own crypto no longer does).
const decrypt = (cipher: string) => forge.util.decodeUtf8(forge.pki.privateKeyFromPem(keys.privateKey).decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5'));

describe('the password login sends', () => {
  it('is the remembered ciphertext as it is, or the typed password without an RSA key, at once', () => {
    expect(passwordToSendNow('CIPHER', 'CIPHER', pem)).toEqual({ value: 'CIPHER', encrypted: true });
    expect(passwordToSendNow('123456', undefined, '')).toEqual({ value: '123456', encrypted: false });
  });

  it('is RSA ciphertext the server can decrypt: at once once the encryptor is loaded, else after loading it', async () => {
    expect(passwordToSendNow('123456', undefined, pem)).toBeUndefined();
    const later = await passwordToSend('123456', undefined, pem);
    expect(later.encrypted).toBe(true);
    expect(decrypt(later.value)).toBe('123456');
    await loadEncryptor();
    const now = passwordToSendNow('s3cret', 'other-cipher', pem);
    expect(now?.encrypted).toBe(true);
    expect(decrypt(now?.value ?? '')).toBe('s3cret');
  });

  it('fails with a clear message for a key that is not one', async () => {
    await expect(passwordToSend('123456', undefined, 'not a key')).rejects.toThrow('密码加密失败，请检查 rsaPublicKey 配置');
  });
});
