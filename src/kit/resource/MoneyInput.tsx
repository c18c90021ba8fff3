import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export interface MoneyInputProps {
  label: string;
  /** The typed text (yuan); `formatCents` of the form's cents to start. */
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder?: string | undefined;
  autoFocus?: boolean;
}

/**
 * The console's one money input: yuan typed as text (¥ before it, a decimal keyboard on
 * phones), kept as typed (a pasted `12.345` is shown and refused with its message on 确认,
 * never cut silently), checked into integer cents by `checkMoney`; never a number input,
 * whose value is a float.
 */
export function MoneyInput({ label, value, onChange, error, required, placeholder, autoFocus }: MoneyInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      required={required}
      placeholder={placeholder}
      autoFocus={autoFocus}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> } }}
    />
  );
}
