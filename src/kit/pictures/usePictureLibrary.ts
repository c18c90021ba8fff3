import { useCallback, useState } from 'react';
import { groupIdParam, type GroupChoice } from '@/features/pictures/pictureGroupsApi';
import { useListPicturesQuery, type Picture } from '@/features/pictures/picturesApi';
import { useUploads } from '@/features/pictures/useUploads';
import { PAGE_SIZES } from './PictureGrid';
import { usePictureGroups } from './usePictureGroups';

/**
 * The picture library as 上传图片 and the picture dialog browse it: a page of pictures,
 * newest first, of one group (or 全部, or 未分组) when the back end has groups, searched by a
 * part of their name within it, and the uploads of this visit, which go into the chosen
 * group. A new upload shows the first page of that group, where it is listed first.
 */
export function usePictureLibrary(onUploaded?: (picture: Picture) => void) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 12);
  const [filename, setFilename] = useState('');
  const [chosenGroup, setChosenGroup] = useState<GroupChoice>('all');
  const groups = usePictureGroups();
  // 全部 without (working) groups, and when the chosen group is gone (deleted here or elsewhere).
  const gone = typeof chosenGroup === 'number' && !groups.groups.some((g) => g.id === chosenGroup);
  const group: GroupChoice = !groups.shown || groups.failed || gone ? 'all' : chosenGroup;
  const groupId = groupIdParam(group);
  const list = useListPicturesQuery(groupId === undefined ? { page, size, filename } : { page, size, filename, groupId });
  const uploaded = useCallback(
    (picture: Picture) => {
      setPage(0);
      setFilename('');
      onUploaded?.(picture);
    },
    [onUploaded],
  );
  const uploads = useUploads(uploaded, typeof group === 'number' ? group : undefined);
  const search = useCallback((text: string) => {
    setFilename(text.trim());
    setPage(0);
  }, []);
  const resize = useCallback((next: number) => {
    setSize(next);
    setPage(0);
  }, []);
  const chooseGroup = useCallback((next: GroupChoice) => {
    setChosenGroup(next);
    setPage(0);
  }, []);
  return { list, page, size, filename, search, setPage, setSize: resize, uploads, groups, group, chooseGroup };
}

export type PictureLibrary = ReturnType<typeof usePictureLibrary>;
