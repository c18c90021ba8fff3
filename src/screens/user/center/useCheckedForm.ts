import { useState, type FormEvent } from 'react';
import { hasErrors, type Errors } from './forms';

/**
 * A form of the personal centre: its values as typed, each field's error once a submit
 * was tried, and the server's last refusal, which any change clears.
 */
export function useCheckedForm<V extends object>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState('');
  const errors: Errors<V> = submitted ? validate(values) : {};

  const change = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerError('');
  };

  /** Takes the submit from the browser, shows every field's error and answers whether the values may go. */
  const startSubmit = (event: FormEvent): boolean => {
    event.preventDefault();
    setSubmitted(true);
    setServerError('');
    return !hasErrors(validate(values));
  };

  return { values, errors, change, serverError, setServerError, startSubmit };
}
