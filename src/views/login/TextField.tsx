import { Field, FieldError, Input, Label } from './loginStyles';

interface Props {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'text';
}

export function TextField({ id, label, value, error, onChange, type = 'text', autoComplete, autoFocus, inputMode }: Props) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        placeholder={label}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputMode={inputMode}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}
