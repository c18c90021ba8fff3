import { useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { formatBytes, IMAGE_ACCEPT } from '@/shared/files/imageFile';
import type { UploadItem } from '@/features/pictures/useUploads';

interface Props {
  items: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onRetry: (key: string) => void;
  onClearFinished: () => void;
  /** Less room (in the picture dialog): a slimmer drop zone. */
  compact?: boolean;
}

const statusText: Record<UploadItem['status'], string> = { refused: '未上传', uploading: '上传中', done: '已上传', failed: '上传失败' };

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: (key: string) => void }) {
  return (
    <Box component="li" aria-label={item.name} sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
        <Typography sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.name}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {formatBytes(item.size)}
        </Typography>
        <Typography variant="body2" sx={{ flexShrink: 0, color: item.status === 'done' ? 'success.main' : item.status === 'uploading' ? 'text.primary' : 'error.main' }}>
          {item.status === 'uploading' ? `${statusText.uploading} ${item.percent}%` : statusText[item.status]}
        </Typography>
        {item.status === 'failed' ? (
          <Button size="small" onClick={() => onRetry(item.key)}>
            重试
          </Button>
        ) : null}
      </Box>
      {item.status === 'uploading' ? <LinearProgress variant="determinate" value={item.percent} aria-label={`${item.name} 上传进度`} /> : null}
      {item.message ? (
        <Typography variant="body2" color="error" role="alert">
          {item.message}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Drag-and-drop or 选择图片 (several at once), and each file's upload below it. */
export function UploadArea({ items, onFiles, onRetry, onClearFinished, compact = false }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box>
      <Box
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.paper',
          borderRadius: 1,
          p: compact ? 1.5 : 3,
          display: compact ? 'flex' : 'grid',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          justifyItems: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <CloudUploadOutlined color={over ? 'primary' : 'action'} sx={{ fontSize: compact ? 28 : 40 }} aria-hidden="true" />
        <Typography>将图片拖到此处，或</Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          {compact ? '上传图片' : '选择图片'}
        </Button>
        <Typography variant="caption" color="text.secondary">
          可多选；支持 PNG、JPG、GIF、WEBP、BMP，每张不超过 5 MB
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-label="选择要上传的图片"
          hidden
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </Box>
      {items.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
              本次上传
            </Typography>
            <Button size="small" onClick={onClearFinished} disabled={items.every((item) => item.status === 'uploading')}>
              清除已完成
            </Button>
          </Box>
          <Box component="ul" aria-label="上传列表" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <UploadRow key={item.key} item={item} onRetry={onRetry} />
            ))}
          </Box>
          {items.some((item) => item.status === 'refused') ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              标记为“未上传”的文件没有发送到服务器。
            </Alert>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
