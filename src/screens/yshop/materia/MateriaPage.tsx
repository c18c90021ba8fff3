import { useState } from 'react';
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
import { GroupTools } from './GroupTools';
import { MoveBar } from './MoveBar';

export const COPIED_MESSAGE = '图片链接已复制';

/**
 * 上传图片 (/yshop/materia/index): the picture library's own page. Upload images
 * (drag-and-drop or pick, several at once, each with its progress and error) into the
 * chosen group, search and browse the uploaded ones, copy a picture's link. With a back
 * end that has groups: 新建分组, 重命名, 删除, and 选中 pictures moved to a group. Picture
 * fields choose from the same library in a dialog over their own page (src/kit/pictures),
 * never by opening this one.
 */
export function MateriaPage() {
  const dispatch = useDispatch();
  const library = usePictureLibrary();
  const [selected, setSelected] = useState<number[]>([]);
  const grouped = library.groups.shown && !library.groups.failed;
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

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
          groupTools={grouped ? <GroupTools library={library} /> : undefined}
          toolbar={grouped ? <MoveBar selected={selected} groups={library.groups.groups} onDone={() => setSelected([])} /> : undefined}
          isChosen={grouped ? (picture) => selected.includes(picture.id) : undefined}
          actions={(picture) => (
            <>
              <Button size="small" onClick={() => void copy(picture)} aria-label={`复制 ${picture.filename} 的链接`}>
                复制链接
              </Button>
              {grouped ? (
                <Button size="small" aria-pressed={selected.includes(picture.id)} aria-label={`选中 ${picture.filename}`} onClick={() => toggle(picture.id)}>
                  {selected.includes(picture.id) ? '已选中' : '选中'}
                </Button>
              ) : null}
            </>
          )}
        />
      </Paper>
    </Box>
  );
}
