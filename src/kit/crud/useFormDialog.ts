import { useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { notify } from '../../features/notifications/notificationsSlice';
import { errorMessage } from '../../shared/ui/errorMessage';
import type { Checked, FormErrors } from './formCheck';

interface Options<V, Out> {
  initial: V;
  check: (values: V) => Checked<V, Out>;
  /** Sends the checked value; rejects with the server's error. */
  save: (value: Out) => Promise<unknown>;
  /** The success notification (新增成功 or 编辑成功); none when the caller gives its own. */
  savedMessage?: string;
  onSaved: (value: Out) => void;
}

/**
 * The state of a dialog's form: typed values, the field messages of the check, the
 * server's message when it refuses (the dialog stays open with the input kept), and
 * the busy flag while it answers.
 */
export function useFormDialog<V extends object, Out>({ initial, check, save, savedMessage, onSaved }: Options<V, Out>) {
  const dispatch = useDispatch();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  /** Sets one field (a select, a tree, a switch) and clears its message. */
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** The onChange of a text field. */
  const change = (key: keyof V) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setValues((current) => ({ ...current, [key]: text }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** A text field's value, onChange and message, spread onto a TextField: `{...field('name')}`. */
  const field = <K extends keyof V>(key: K) => ({
    value: values[key],
    onChange: change(key),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  const submit = async () => {
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setServerError(undefined);
    setSubmitting(true);
    try {
      await save(checked.value);
    } catch (error) {
      setSubmitting(false);
      setServerError(errorMessage(error));
      return;
    }
    setSubmitting(false);
    if (savedMessage !== undefined) dispatch(notify({ message: savedMessage, severity: 'success' }));
    onSaved(checked.value);
  };

  return { values, errors, serverError, submitting, set, change, field, submit };
}
