import { encryptPassword } from '../../shared/crypto/encryptPassword';

export interface PasswordToSend {
  value: string;
  /** True when `value` is RSA ciphertext (and so may be remembered). */
  encrypted: boolean;
}

/**
 * What goes into POST auth/login as `password`:
 * - the remembered ciphertext, unchanged, when the pre-filled field was not retyped;
 * - the RSA ciphertext when the deployment configured `rsaPublicKey`;
 * - otherwise the password as typed (a back end without RSA).
 */
export async function passwordToSend(typed: string, rememberedCipher: string | undefined, publicKey: string): Promise<PasswordToSend> {
  if (rememberedCipher !== undefined && typed === rememberedCipher) return { value: typed, encrypted: true };
  if (publicKey === '') return { value: typed, encrypted: false };
  return { value: await encryptPassword(typed, publicKey), encrypted: true };
}
