import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { readPictureMessage } from '../../shared/picker/pictureMessage';
import { paths } from '../../shared/routing/paths';

export interface PictureInputProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/**
 * A picture's URL, typed or chosen in 上传图片 (/yshop/materia/index, opened beside the
 * console), which posts the chosen picture back to this window from the console's own
 * origin only (src/shared/picker/pictureMessage.ts). A preview shows what is chosen.
 */
export function PictureInput({ label, value, onChange, error, required = false }: PictureInputProps) {
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const url = readPictureMessage(event);
      if (url !== undefined) onChange(url);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [onChange]);

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {value ? <Box component="img" src={value} alt={`${label}预览`} sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} /> : null}
      <TextField label={label} value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} required={required} size="small" fullWidth />
      <Button variant="outlined" size="small" sx={{ flexShrink: 0, mt: 0.5 }} onClick={() => window.open(paths.pictures, 'shop-admin-pictures', 'width=1100,height=720')}>
        选择图片
      </Button>
    </Box>
  );
}
