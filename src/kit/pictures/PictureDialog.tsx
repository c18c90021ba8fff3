import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Picture } from '@/features/pictures/picturesApi';
import { LibraryPictures } from './LibraryPictures';
import { ChosenPictures } from './ChosenPictures';
import { addChoice, initialChoice, toggleChoice } from './pictureSelection';
import { UploadArea } from './UploadArea';
import { usePictureLibrary } from './usePictureLibrary';

export interface PictureDialogProps {
  /** The dialog's title, which names it: 选择图片：<the field>. */
  title: string;
  /** How many pictures the field takes (1: one picture; 商品轮播图: 4, in order). */
  max: number;
  /** The field's pictures when the dialog opened: chosen at first, in their order. */
  initial: readonly string[];
  /** 确定: the chosen pictures' URLs in order. */
  onConfirm: (urls: string[]) => void;
  /** 取消, Esc or a click beside the dialog: the field stays as it was. */
  onCancel: () => void;
}

/**
 * The picture library in a dialog over the page (never a second window): search, pages,
 * uploads (several files, dropped or picked, each with its progress and error; a picture
 * uploaded here is chosen when there is room), and one picture chosen, or up to `max` in
 * an order the operator sets. The caller mounts it once per opening, so every opening
 * starts from the field's pictures. Loaded in a chunk of its own with the first opening.
 */
export default function PictureDialog({ title, max, initial, onConfirm, onCancel }: PictureDialogProps) {
  const [chosen, setChosen] = useState(() => initialChoice(initial, max));
  const onUploaded = useCallback((picture: Picture) => setChosen((current) => addChoice(current, picture.url, max)), [max]);
  const library = usePictureLibrary(onUploaded);
  const full = max > 1 && chosen.length >= max;

  return (
    <Dialog open onClose={onCancel} maxWidth="lg" fullWidth aria-labelledby="picture-dialog-title" aria-describedby="picture-dialog-hint">
      <DialogTitle id="picture-dialog-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography id="picture-dialog-hint" variant="body2" color="text.secondary">
          {max > 1 ? `最多选择 ${max} 张，按选择的先后排列，可在下方调整顺序。` : '选择一张图片，或上传新的图片。'}
        </Typography>
        <UploadArea items={library.uploads.items} onFiles={library.uploads.add} onRetry={library.uploads.retry} onClearFinished={library.uploads.clearFinished} compact />
        <LibraryPictures
          library={library}
          isChosen={(picture) => chosen.includes(picture.url)}
          actions={(picture) => {
            const at = chosen.indexOf(picture.url);
            return (
              <Button
                size="small"
                variant={at >= 0 ? 'contained' : 'outlined'}
                aria-pressed={at >= 0}
                aria-label={`选择 ${picture.filename}`}
                disabled={at < 0 && full}
                onClick={() => setChosen((current) => toggleChoice(current, picture.url, max))}
              >
                {at < 0 ? '选择' : max > 1 ? `已选 第${at + 1}张` : '已选择'}
              </Button>
            );
          }}
        />
      </DialogContent>
      <Box sx={{ px: 3, pt: 1.5 }}>
        <ChosenPictures chosen={chosen} max={max} onChange={setChosen} />
      </Box>
      <DialogActions>
        <Button onClick={onCancel}>取消</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => onConfirm(chosen)}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
