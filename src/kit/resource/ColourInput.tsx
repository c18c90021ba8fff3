import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

/** The colours a colour input takes: `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb(a)(...)`, as the embedded server checks them. */
export const COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\))$/i;

export const colourMessage = (label: string) => `${label}必须是颜色值，如 #ff0000`;

/** A colour swatch with its value, for a list's cell. */
export function ColourSwatch({ value }: { value: string }) {
  if (value === '') return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: COLOUR.test(value) ? value : 'transparent' }} />
      {value}
    </Box>
  );
}

const toPicker = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000');

/** A colour typed as text or picked with the browser's colour picker (el-color-picker's job in yshop). */
export function ColourInput({ label, value, set, error }: { label: string; value: string; set: (value: string) => void; error: string | undefined }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField label={label} value={value} onChange={(event) => set(event.target.value)} error={Boolean(error)} helperText={error} size="small" fullWidth />
      <Box
        component="input"
        type="color"
        aria-label={`选择${label}`}
        value={toPicker(value)}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => set(event.target.value)}
        sx={{ width: 40, height: 40, p: 0, border: 0, flexShrink: 0, cursor: 'pointer', background: 'none' }}
      />
    </Box>
  );
}
