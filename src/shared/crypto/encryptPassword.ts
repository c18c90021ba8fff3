import type * as Rsa from './rsaPkcs1';

export const ENCRYPTION_FAILED_MESSAGE = '密码加密失败，请检查 rsaPublicKey 配置';

let encryptor: typeof Rsa | undefined;

/** Loads the encryptor (its own chunk: only needed when a password is actually sent). */
export async function loadEncryptor(): Promise<typeof Rsa> {
  encryptor ??= await import(/* webpackChunkName: "rsa" */ './rsaPkcs1');
  return encryptor;
}

/**
 * Loads the encryptor and encrypts a throwaway empty string with `publicKeyPem`, while
 * the login page is idle: the key is then parsed and the code has run once, and the
 * real encryption in the click on 登 录 takes a fraction of its first-run time. A key
 * that does not parse is left for the real attempt to report.
 */
export async function prepareEncryptor(publicKeyPem: string): Promise<void> {
  const rsa = await loadEncryptor();
  try {
    rsa.rsaEncrypt('', publicKeyPem);
  } catch {
    // Reported with a clear message when a password is encrypted.
  }
}

function encryptWith(rsa: typeof Rsa, plain: string, publicKeyPem: string): string {
  try {
    return rsa.rsaEncrypt(plain, publicKeyPem);
  } catch {
    throw new Error(ENCRYPTION_FAILED_MESSAGE);
  }
}

/**
 * RSA-encrypts a password with the deployment's public key (PKCS#1 v1.5, base64), as
 * the eladmin/yshop back ends expect.
 */
export async function encryptPassword(plain: string, publicKeyPem: string): Promise<string> {
  return encryptWith(await loadEncryptor(), plain, publicKeyPem);
}
