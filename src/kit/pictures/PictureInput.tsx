import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { usePictureDialog } from './usePictureDialog';

export interface PictureInputProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** Said under the input while there is no error (the recommended size). */
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A picture's URL, typed, or chosen with 选择图片 in the picture library's dialog over the
 * page (./usePictureDialog.tsx). A preview shows what is chosen.
 */
export function PictureInput({ label, value, onChange, error, hint, required = false, disabled = false }: PictureInputProps) {
  const pictures = usePictureDialog();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {value ? <Box component="img" src={value} alt={`${label}预览`} sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} /> : null}
      <TextField label={label} value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error ?? hint} required={required} disabled={disabled} size="small" fullWidth />
      <Button
        variant="outlined"
        size="small"
        disabled={disabled}
        sx={{ flexShrink: 0, mt: 0.5 }}
        onClick={() => pictures.open({ label, initial: value ? [value] : [], onChoose: ([url]) => url !== undefined && onChange(url) })}
      >
        选择图片
      </Button>
      {pictures.dialog}
    </Box>
  );
}
