import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { formatBytes } from '@/shared/files/imageFile';
import type { Picture } from '@/features/pictures/picturesApi';

export const PAGE_SIZES = [12, 24, 48];

interface Props {
  pictures: readonly Picture[] | undefined;
  total: number;
  page: number;
  size: number;
  loading: boolean;
  failed: boolean;
  /** Shown when the library (or the search) holds nothing. */
  emptyText?: string;
  /** Whether a picture is chosen (drawn with a frame). */
  isChosen?: (picture: Picture) => boolean;
  /** The buttons under a picture: 选择 in the dialog, 复制链接 on 上传图片. */
  actions: (picture: Picture) => ReactNode;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onRetry: () => void;
}

function PictureCard({ picture, chosen, children }: { picture: Picture; chosen: boolean; children: ReactNode }) {
  const details = [picture.width && picture.height ? `${picture.width}×${picture.height}` : '', picture.size !== undefined ? formatBytes(picture.size) : ''].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      aria-label={picture.filename}
      sx={{ border: chosen ? 2 : 1, borderColor: chosen ? 'primary.main' : 'divider', borderRadius: 1, overflow: 'hidden', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}
    >
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box component="img" src={picture.url} alt={picture.filename} loading="lazy" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      </Box>
      <Box sx={{ p: 1, display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography variant="body2" title={picture.filename} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {picture.filename}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {details || '\u00a0'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{children}</Box>
      </Box>
    </Box>
  );
}

/** The picture library, newest first, a page at a time (上传图片 and the picture dialog). */
export function PictureGrid({ pictures, total, page, size, loading, failed, emptyText = '还没有上传过图片', isChosen, actions, onPage, onSize, onRetry }: Props) {
  return (
    <Box>
      {loading ? <LinearProgress aria-label="图片加载中" sx={{ height: 2, mb: 1 }} /> : <Box sx={{ height: 2, mb: 1 }} />}
      {failed && !pictures ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              重试
            </Button>
          }
        >
          图片列表加载失败
        </Alert>
      ) : null}
      {pictures && pictures.length === 0 ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {pictures && pictures.length > 0 ? (
        <Box component="ul" aria-label="图片列表" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {pictures.map((picture) => (
            <PictureCard key={picture.id} picture={picture} chosen={isChosen?.(picture) ?? false}>
              {actions(picture)}
            </PictureCard>
          ))}
        </Box>
      ) : null}
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(total / size) - 1))}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => onPage(next)}
        onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
        labelRowsPerPage="每页"
        labelDisplayedRows={({ from, to, count }) => `第 ${from}-${to} 张，共 ${count} 张`}
        getItemAriaLabel={(type) => (type === 'next' ? '下一页' : type === 'previous' ? '上一页' : type === 'first' ? '第一页' : '最后一页')}
      />
    </Box>
  );
}
