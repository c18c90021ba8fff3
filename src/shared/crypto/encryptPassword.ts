export const ENCRYPTION_FAILED_MESSAGE = '密码加密失败，请检查 rsaPublicKey 配置';

/**
 * RSA-encrypts a password with the deployment's public key (PKCS#1 v1.5, base64), as
 * the eladmin/yshop back ends expect. jsencrypt (about 20 KB gzip) is loaded only
 * when a password is actually sent.
 */
export async function encryptPassword(plain: string, publicKeyPem: string): Promise<string> {
  const { default: JSEncrypt } = await import(/* webpackChunkName: "jsencrypt" */ 'jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const cipher = encryptor.encrypt(plain);
  if (typeof cipher !== 'string' || cipher === '') throw new Error(ENCRYPTION_FAILED_MESSAGE);
  return cipher;
}
