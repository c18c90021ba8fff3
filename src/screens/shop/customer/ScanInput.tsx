import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import type { Scanned } from '@/entities/customer/customer';
import type { CustomInputProps } from '@/kit/resource/fields';
import { useScan, type Picture } from './useScan';

const blank: Scanned = { openId: '', nickName: '' };
const scannedOf = (value: unknown): Scanned => (value !== null && typeof value === 'object' ? { ...blank, ...(value as Partial<Scanned>) } : blank);

function ScanPicture({ picture, alt }: { picture: Picture; alt: string }) {
  if (picture.state === 'loading') return <Typography variant="body2" color="text.secondary">加载中...</Typography>;
  if (picture.state === 'refused') return <Alert severity="warning">{picture.message}</Alert>;
  return <Box component="img" src={picture.src} alt={alt} sx={{ width: 160, height: 160, objectFit: 'contain' }} />;
}

/**
 * 用户昵称 and openId, both filled by the scan only (read-only: typing an openId by hand
 * is not offered, docs/decisions.md), and 扫码获取: the follow code and the QR code, or
 * what the server says instead (the embedded server has no 公众号, and says so).
 */
export function ScanInput({ value, set, error }: CustomInputProps) {
  const scanned = scannedOf(value);
  const setRef = useRef(set);
  setRef.current = set;
  const { follow, qr, expired } = useScan((who) => setRef.current(who));
  return (
    <Stack spacing={2}>
      <TextField label="用户昵称" value={scanned.nickName} slotProps={{ htmlInput: { readOnly: true } }} disabled size="small" />
      <TextField label="openId" value={scanned.openId} slotProps={{ htmlInput: { readOnly: true } }} disabled size="small" error={error !== undefined} helperText={error} />
      <Box role="group" aria-label="扫码获取">
        <Typography variant="subtitle2" gutterBottom>
          扫码获取
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <ScanPicture picture={follow} alt="关注二维码" />
            <Typography variant="caption" color="text.secondary">
              注:未关注公众号请先关注
            </Typography>
          </Stack>
          <Stack spacing={1} sx={{ flex: 1 }}>
            {expired ? <Alert severity="info">{expired}</Alert> : <ScanPicture picture={qr} alt="扫码二维码" />}
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
