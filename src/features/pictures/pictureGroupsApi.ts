import { api } from '../../api/api';
import { isMissingCall } from '../../api/apiError';

/** A picture group of the embedded server (CONTRACT.md "Files"); its pictures counted. */
export interface PictureGroup {
  id: number;
  name: string;
  count: number;
}

/** The group filter of the library: every picture, those of no group (未分组), or one group's. */
export type GroupChoice = 'all' | 'none' | number;

/** The `groupId` the list and an upload send for a choice: none for 全部, 0 for 未分组. */
export const groupIdParam = (choice: GroupChoice): number | undefined => (choice === 'all' ? undefined : choice === 'none' ? 0 : choice);

export function parseGroup(raw: unknown): PictureGroup | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const { id, name, count } = raw as Record<string, unknown>;
  if (typeof id !== 'number' || typeof name !== 'string') return undefined;
  return { id, name, count: typeof count === 'number' && Number.isSafeInteger(count) ? count : 0 };
}

/** The group list; entries it cannot use are left out, an answer that is no list is malformed. */
export const parseGroups = (body: unknown): PictureGroup[] | undefined =>
  Array.isArray(body) ? body.map(parseGroup).filter((g): g is PictureGroup => g !== undefined) : undefined;

/**
 * Whether a failed group list means the back end has no groups at all: real eladmin's
 * `api/pictures` knows no `groups` (404, or 405 where a router matches the path for
 * another method). Then the library shows flat, and nothing tells the operator of a failure.
 */
export const backEndHasNoGroups = isMissingCall;

export const pictureGroupsApi = api.enhanceEndpoints({ addTagTypes: ['PictureGroup', 'Picture'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET api/pictures/groups: every group, oldest first. Silent: the panel says what went wrong itself (or hides). */
    listPictureGroups: build.query<PictureGroup[], void>({
      query: () => ({ url: 'api/pictures/groups', parse: parseGroups, silent: true }),
      providesTags: ['PictureGroup'],
    }),
    /** POST api/pictures/groups `{ name }`. */
    createPictureGroup: build.mutation<PictureGroup | null, string>({
      // The new group, or null from a back end that answers none (the list is fetched again anyway).
      query: (name) => ({ url: 'api/pictures/groups', method: 'POST', data: { name }, parse: (body) => parseGroup(body) ?? null }),
      invalidatesTags: (_result, error) => (error ? [] : ['PictureGroup']),
    }),
    /** PUT api/pictures/groups `{ id, name }`. */
    renamePictureGroup: build.mutation<null, { id: number; name: string }>({
      query: (group) => ({ url: 'api/pictures/groups', method: 'PUT', data: group }),
      invalidatesTags: (_result, error) => (error ? [] : ['PictureGroup']),
    }),
    /** DELETE api/pictures/groups/{id}: its pictures move to 未分组, so the pictures' lists change too. */
    deletePictureGroup: build.mutation<null, number>({
      query: (id) => ({ url: `api/pictures/groups/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['PictureGroup', 'Picture']),
    }),
    /** PUT api/pictures/move `{ ids, groupId }`, groupId null for 未分组. */
    movePictures: build.mutation<null, { ids: number[]; groupId: number | null }>({
      query: (move) => ({ url: 'api/pictures/move', method: 'PUT', data: move }),
      invalidatesTags: (_result, error) => (error ? [] : ['PictureGroup', 'Picture']),
    }),
  }),
});

export const {
  useListPictureGroupsQuery,
  useCreatePictureGroupMutation,
  useRenamePictureGroupMutation,
  useDeletePictureGroupMutation,
  useMovePicturesMutation,
} = pictureGroupsApi;
