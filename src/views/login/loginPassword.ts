import { encryptPassword, encryptPasswordNow } from '../../shared/crypto/encryptPassword';

export interface PasswordToSend {
  value: string;
  /** True when `value` is RSA ciphertext (and so may be remembered). */
  encrypted: boolean;
}

/**
 * What goes into POST auth/login as `password`, when it can be known at once:
 * - the remembered ciphertext, unchanged, when the pre-filled field was not retyped;
 * - the password as typed for a back end without RSA (no `rsaPublicKey`);
 * - otherwise the RSA ciphertext, if the encryptor is loaded (else undefined).
 */
export function passwordToSendNow(typed: string, rememberedCipher: string | undefined, publicKey: string): PasswordToSend | undefined {
  if (rememberedCipher !== undefined && typed === rememberedCipher) return { value: typed, encrypted: true };
  if (publicKey === '') return { value: typed, encrypted: false };
  const cipher = encryptPasswordNow(typed, publicKey);
  return cipher === undefined ? undefined : { value: cipher, encrypted: true };
}

/** The same, loading the encryptor when needed. */
export async function passwordToSend(typed: string, rememberedCipher: string | undefined, publicKey: string): Promise<PasswordToSend> {
  return passwordToSendNow(typed, rememberedCipher, publicKey) ?? { value: await encryptPassword(typed, publicKey), encrypted: true };
}
