export const ENCRYPTION_FAILED_MESSAGE = '密码加密失败，请检查 rsaPublicKey 配置';

/**
 * RSA-encrypts a password with the deployment's public key (PKCS#1 v1.5, base64), as
 * the eladmin/yshop back ends expect. The encryptor is loaded only when a password is
 * actually sent.
 */
export async function encryptPassword(plain: string, publicKeyPem: string): Promise<string> {
  const { rsaEncrypt } = await import(/* webpackChunkName: "rsa" */ './rsaPkcs1');
  try {
    return rsaEncrypt(plain, publicKeyPem);
  } catch {
    throw new Error(ENCRYPTION_FAILED_MESSAGE);
  }
}
