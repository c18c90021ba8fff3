/**
 * E-mails as people read them (issue 30): what may not be in one, and the key two
 * e-mails are compared by. Shared by every schema that takes an e-mail (http/email.ts)
 * and by the database, which keeps the key of each user's e-mail in `users.email_key`
 * (migration 12) under a unique index.
 */

/**
 * Characters a reader cannot see or that are not text: controls, format characters
 * (zero-width space and joiners, bidi marks and overrides, the soft hyphen, BOM), other
 * default-ignorable ones (the Hangul fillers, variation selectors), separators and spaces
 * of every kind, surrogates, private-use and unassigned code points.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Z}\p{Default_Ignorable_Code_Point}]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

/** Whether `email` holds a character that `HIDDEN` names. */
export const hasHiddenCharacter = (email: string): boolean => HIDDEN.test(email);

/**
 * The key two e-mails that read the same share: Unicode compatibility normalisation
 * (NFKC: fullwidth `ａ` is `a`, `ｃｏｍ` is `com`), hidden characters dropped (rows
 * stored before they were refused), then case folded. JavaScript has no full case fold;
 * upper- then lower-casing is its usual stand-in (`ß` and `SS` agree, as do `ς` and `σ`).
 */
export function emailKey(email: string): string {
  return email.normalize('NFKC').replace(HIDDEN_ALL, '').toUpperCase().toLowerCase().normalize('NFKC');
}
