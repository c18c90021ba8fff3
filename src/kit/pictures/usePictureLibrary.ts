import { useCallback, useState } from 'react';
import { useListPicturesQuery, type Picture } from '@/features/pictures/picturesApi';
import { useUploads } from '@/features/pictures/useUploads';
import { PAGE_SIZES } from './PictureGrid';

/**
 * The picture library as 上传图片 and the picture dialog browse it: a page of pictures,
 * newest first, searched by a part of their name, and the uploads of this visit. A new
 * upload shows the first page of the whole library, where it is listed first.
 */
export function usePictureLibrary(onUploaded?: (picture: Picture) => void) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 12);
  const [filename, setFilename] = useState('');
  const list = useListPicturesQuery({ page, size, filename });
  const uploaded = useCallback(
    (picture: Picture) => {
      setPage(0);
      setFilename('');
      onUploaded?.(picture);
    },
    [onUploaded],
  );
  const uploads = useUploads(uploaded);
  const search = useCallback((text: string) => {
    setFilename(text.trim());
    setPage(0);
  }, []);
  const resize = useCallback((next: number) => {
    setSize(next);
    setPage(0);
  }, []);
  return { list, page, size, filename, search, setPage, setSize: resize, uploads };
}

export type PictureLibrary = ReturnType<typeof usePictureLibrary>;
