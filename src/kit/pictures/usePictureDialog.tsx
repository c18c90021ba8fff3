import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

/** The library's dialog: a chunk of its own, fetched when a picture field first opens it. */
const PictureDialog = lazy(() => import(/* webpackChunkName: "lazy-picture-dialog" */ './PictureDialog'));

export interface PictureRequest {
  /** The field the pictures are for: the dialog is named 选择图片：<label>. */
  label: string;
  /** How many pictures the field takes; 1 when absent. */
  max?: number;
  /** The field's pictures now, chosen when the dialog opens. */
  initial?: readonly string[];
  /** 确定: the chosen URLs, in order (never empty). */
  onChoose: (urls: string[]) => void;
}

interface Opened extends PictureRequest {
  seq: number;
}

/**
 * Opens the picture library in a dialog over the page for one picture field: `open` with
 * the field's request, and render `dialog` beside the field. 确定 hands the chosen URLs to
 * the request; 取消 and Esc hand nothing, so the field stays as it was.
 */
export function usePictureDialog(): { open: (request: PictureRequest) => void; dialog: ReactNode } {
  const [opened, setOpened] = useState<Opened>();
  const open = useCallback((request: PictureRequest) => setOpened((last) => ({ ...request, seq: (last?.seq ?? 0) + 1 })), []);
  const close = useCallback(() => setOpened(undefined), []);
  const dialog = opened ? (
    <Suspense fallback={<LoadingDialog label={opened.label} onCancel={close} />}>
      <PictureDialog
        key={opened.seq}
        title={`选择图片：${opened.label}`}
        max={Math.max(1, opened.max ?? 1)}
        initial={opened.initial ?? []}
        onCancel={close}
        onConfirm={(urls) => {
          close();
          if (urls.length > 0) opened.onChoose(urls);
        }}
      />
    </Suspense>
  ) : null;
  return { open, dialog };
}

/** While the dialog's chunk arrives: the same dialog's place, saying what is awaited. */
function LoadingDialog({ label, onCancel }: { label: string; onCancel: () => void }) {
  return (
    <Dialog open onClose={onCancel} aria-label={`选择图片：${label}`}>
      <DialogContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>图片库加载中…</Typography>
      </DialogContent>
    </Dialog>
  );
}
