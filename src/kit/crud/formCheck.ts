/** The messages of a form's check, by field. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** What a form's check gives: the value to send, or a message per wrong field. */
export type Checked<T, Out> = { ok: true; value: Out } | { ok: false; errors: FormErrors<T> };

/** The check's answer from the messages it found: ok when there are none. */
export function checked<T, Out>(errors: FormErrors<T>, value: () => Out): Checked<T, Out> {
  return Object.values(errors).some((message) => message !== undefined) ? { ok: false, errors } : { ok: true, value: value() };
}
