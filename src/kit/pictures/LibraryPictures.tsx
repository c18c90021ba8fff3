import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Picture } from '@/features/pictures/picturesApi';
import { PictureGrid } from './PictureGrid';
import { PictureGroupList } from './PictureGroupList';
import { PictureSearch } from './PictureSearch';
import type { usePictureLibrary } from './usePictureLibrary';

interface Props {
  library: ReturnType<typeof usePictureLibrary>;
  /** The buttons under each picture (选择, 复制链接). */
  actions: (picture: Picture) => ReactNode;
  isChosen?: (picture: Picture) => boolean;
  /** Under the group list (上传图片's group management); not shown without groups. */
  groupTools?: ReactNode;
  /** Beside the search (上传图片's 移动到分组). */
  toolbar?: ReactNode;
}

/**
 * The picture library's groups (when the back end has them), search and pages of
 * pictures, as 上传图片 and the picture dialog show them.
 */
export function LibraryPictures({ library, actions, isChosen, groupTools, toolbar }: Props) {
  const { list, groups } = library;
  const pictures = (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <PictureSearch filename={library.filename} onSearch={library.search} />
        {toolbar}
      </Box>
      <PictureGrid
        pictures={list.data?.content}
        total={list.data?.totalElements ?? 0}
        page={library.page}
        size={library.size}
        loading={list.isFetching}
        failed={list.isError}
        emptyText={library.filename ? '没有名称相符的图片' : library.group === 'all' ? '还没有上传过图片' : '这个分组还没有图片'}
        isChosen={isChosen}
        actions={actions}
        onPage={library.setPage}
        onSize={library.setSize}
        onRetry={() => void list.refetch()}
      />
    </Box>
  );
  // One tree whether or not the groups show: they arrive after the dialog opens, and a
  // different shape would remount the search box, losing what was typed meanwhile.
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: groups.shown ? { xs: '1fr', md: '180px 1fr' } : '1fr', gap: 2 }}>
      {groups.shown ? (
        <PictureGroupList groups={groups} chosen={library.group} onChoose={library.chooseGroup}>
          {groupTools}
        </PictureGroupList>
      ) : null}
      {pictures}
    </Box>
  );
}
