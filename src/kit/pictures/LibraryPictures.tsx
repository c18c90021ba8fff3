import type { ReactNode } from 'react';
import type { Picture } from '@/features/pictures/picturesApi';
import { PictureGrid } from './PictureGrid';
import { PictureSearch } from './PictureSearch';
import type { usePictureLibrary } from './usePictureLibrary';

interface Props {
  library: ReturnType<typeof usePictureLibrary>;
  /** The buttons under each picture (选择, 复制链接). */
  actions: (picture: Picture) => ReactNode;
  isChosen?: (picture: Picture) => boolean;
}

/** The picture library's search and its pages of pictures, as 上传图片 and the picture dialog show them. */
export function LibraryPictures({ library, actions, isChosen }: Props) {
  const { list } = library;
  return (
    <>
      <PictureSearch filename={library.filename} onSearch={library.search} />
      <PictureGrid
        pictures={list.data?.content}
        total={list.data?.totalElements ?? 0}
        page={library.page}
        size={library.size}
        loading={list.isFetching}
        failed={list.isError}
        emptyText={library.filename ? '没有名称相符的图片' : '还没有上传过图片'}
        isChosen={isChosen}
        actions={actions}
        onPage={library.setPage}
        onSize={library.setSize}
        onRetry={() => void list.refetch()}
      />
    </>
  );
}
