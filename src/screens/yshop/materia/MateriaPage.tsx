import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Picture } from '@/features/pictures/picturesApi';
import { notify } from '@/features/notifications/notificationsSlice';
import { LibraryPictures } from '@/kit/pictures/LibraryPictures';
import { UploadArea } from '@/kit/pictures/UploadArea';
import { usePictureLibrary } from '@/kit/pictures/usePictureLibrary';
import { copyText } from './copyText';

export const COPIED_MESSAGE = '图片链接已复制';

/**
 * 上传图片 (/yshop/materia/index): the picture library's own page. Upload images
 * (drag-and-drop or pick, several at once, each with its progress and error), search and
 * browse the uploaded ones, copy a picture's link. Picture fields choose from the same
 * library in a dialog over their own page (src/kit/pictures), never by opening this one.
 */
export function MateriaPage() {
  const dispatch = useDispatch();
  const library = usePictureLibrary();

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
        <UploadArea items={library.uploads.items} onFiles={library.uploads.add} onRetry={library.uploads.retry} onClearFinished={library.uploads.clearFinished} />
      </Paper>
      <Paper component="section" aria-labelledby="materia-list-title" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
        <Typography id="materia-list-title" variant="h6" component="h2">
          已上传的图片
        </Typography>
        <LibraryPictures
          library={library}
          actions={(picture) => (
            <Button size="small" onClick={() => void copy(picture)} aria-label={`复制 ${picture.filename} 的链接`}>
              复制链接
            </Button>
          )}
        />
      </Paper>
    </Box>
  );
}
