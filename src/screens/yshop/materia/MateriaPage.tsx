import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { notify } from '@/features/notifications/notificationsSlice';
import { pickerTarget, postPicture } from '@/shared/picker/pictureMessage';
import { copyText } from './copyText';
import { PAGE_SIZES, PictureGrid } from './PictureGrid';
import { useListPicturesQuery, type Picture } from './picturesApi';
import { UploadArea } from './UploadArea';
import { useUploads } from './useUploads';

export const CHOSEN_MESSAGE = '已将图片发送给编辑器';
export const COPIED_MESSAGE = '图片链接已复制';

/**
 * 上传图片 (/yshop/materia/index): the picture picker rich-text editors open. Upload
 * images (drag-and-drop or pick, several at once, each with its progress and error),
 * browse the uploaded ones, and choose one: the page posts
 * `{ type: 'shop-admin:picture', url }` to its opener or parent window, to this
 * console's own origin only (src/shared/picker/pictureMessage.ts). 复制链接 works
 * whether or not an editor opened the page.
 */
export function MateriaPage() {
  const dispatch = useDispatch();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 12);
  const [chosenId, setChosenId] = useState<number>();
  // Decided once: an opener or parent does not appear later.
  const [canChoose] = useState(() => pickerTarget() !== null);
  const list = useListPicturesQuery({ page, size });
  // A new picture is listed first: show the first page after an upload.
  const onUploaded = useCallback(() => setPage(0), []);
  const uploads = useUploads(onUploaded);

  const choose = (picture: Picture) => {
    if (postPicture(picture.url)) {
      setChosenId(picture.id);
      dispatch(notify({ message: CHOSEN_MESSAGE, severity: 'success' }));
    } else {
      dispatch(notify({ message: '没有可接收图片的编辑器窗口，请复制链接使用', severity: 'warning' }));
    }
  };

  const copy = async (picture: Picture) => {
    const copied = await copyText(picture.url);
    dispatch(copied ? notify({ message: COPIED_MESSAGE, severity: 'success' }) : notify({ message: `复制失败，请手动复制：${picture.url}`, severity: 'warning' }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper component="section" aria-labelledby="materia-upload-title" sx={{ p: 2.5 }}>
        <Typography id="materia-upload-title" variant="h6" component="h2" gutterBottom>
          上传图片
        </Typography>
        <UploadArea items={uploads.items} onFiles={uploads.add} onRetry={uploads.retry} onClearFinished={uploads.clearFinished} />
      </Paper>
      <Paper component="section" aria-labelledby="materia-list-title" sx={{ p: 2.5 }}>
        <Typography id="materia-list-title" variant="h6" component="h2" gutterBottom>
          已上传的图片
        </Typography>
        {canChoose ? null : (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            此页面不是由编辑器打开的：可以上传和浏览图片，用“复制链接”取得图片地址。
          </Alert>
        )}
        <PictureGrid
          pictures={list.data?.content}
          total={list.data?.totalElements ?? 0}
          page={page}
          size={size}
          loading={list.isFetching}
          failed={list.isError}
          chosenId={chosenId}
          canChoose={canChoose}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(0);
          }}
          onRetry={() => void list.refetch()}
          onChoose={choose}
          onCopy={(picture) => void copy(picture)}
        />
      </Paper>
    </Box>
  );
}
