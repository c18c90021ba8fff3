import { backEndHasNoGroups, useListPictureGroupsQuery } from '@/features/pictures/pictureGroupsApi';

/**
 * The library's groups, and whether to show them at all: a back end without groups (real
 * eladmin: its group list is a 404) gets the flat library, quietly; any other failure shows
 * in the group list with a retry. Nothing shows while the first answer is awaited, so a
 * back end without groups never flashes an empty list.
 */
export function usePictureGroups() {
  const query = useListPictureGroupsQuery();
  const unsupported = query.isError && backEndHasNoGroups(query.error);
  return {
    groups: query.data ?? [],
    shown: query.isSuccess || (query.isError && !unsupported),
    failed: query.isError && !unsupported,
    retry: () => void query.refetch(),
  };
}

export type PictureGroups = ReturnType<typeof usePictureGroups>;
