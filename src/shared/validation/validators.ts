/*
 * The form checks of SPEC.md section 5, as plain predicates so forms, the router and
 * tests share one definition. Each takes any value and answers false for non-strings.
 */

/** A link that leaves the console: http:, https:, mailto: or tel: (any letter case). */
export const isExternal = (value: unknown): boolean => typeof value === 'string' && /^(https?:|mailto:|tel:)/i.test(value);

/**
 * A standard e-mail address: one `@`, a local part of the usual characters, and a
 * domain of dot-separated labels (letters, digits, inner hyphens) ending in a label
 * of at least two letters. No spaces, no leading, trailing or doubled dots.
 */
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The longest address SMTP allows (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

export const isEmail = (value: unknown): boolean => typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);

/** A mainland mobile number: 11 digits, 1 then 3, 4, 5, 7 or 8. */
export const isMobile = (value: unknown): boolean => typeof value === 'string' && /^1[34578]\d{9}$/.test(value);
