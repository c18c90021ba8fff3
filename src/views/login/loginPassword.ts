import { encryptPassword } from '../../shared/crypto/encryptPassword';

export interface PasswordToSend {
  value: string;
  /** True when `value` is RSA ciphertext (and so may be remembered). */
  encrypted: boolean;
}

/**
 * What goes into POST auth/login as `password`:
 * - the remembered ciphertext, unchanged, when the pre-filled field was not retyped;
 * - the password as typed for a back end without RSA (no `rsaPublicKey`);
 * - otherwise the RSA ciphertext.
 */
export async function passwordToSend(typed: string, rememberedCipher: string | undefined, publicKey: string): Promise<PasswordToSend> {
  if (rememberedCipher !== undefined && typed === rememberedCipher) return { value: typed, encrypted: true };
  if (publicKey === '') return { value: typed, encrypted: false };
  return { value: await encryptPassword(typed, publicKey), encrypted: true };
}
