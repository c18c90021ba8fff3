import { api } from '../../../api/api';
import { DICT_DETAIL_TAG } from '../../../features/dict/dictApi';

/*
 * The calls of 字典管理 (CONTRACT.md "Dictionaries") beyond reading one dictionary's
 * entries, which is the shared `getDictDetail` of src/features/dict so that the screen
 * and every `useDict` consumer read, and refresh, the same cache entry.
 */

export const DICT_TAG = 'Dict' as const;

export interface Dict {
  id: number;
  name: string;
  remark: string;
  createTime?: string;
}

export interface DictPage {
  content: Dict[];
  totalElements: number;
}

export interface DictInput {
  name: string;
  remark: string;
}

export interface DictDetailInput {
  label: string;
  value: string;
  sort: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function parseDict(raw: unknown): Dict | undefined {
  if (!isRecord(raw)) return undefined;
  const { id, name, remark, createTime } = raw;
  if (typeof id !== 'number' || !Number.isFinite(id) || typeof name !== 'string') return undefined;
  if (remark !== undefined && remark !== null && typeof remark !== 'string') return undefined;
  const dict: Dict = { id, name, remark: remark ?? '' };
  if (typeof createTime === 'string' || typeof createTime === 'number') dict.createTime = String(createTime);
  return dict;
}

/** `{ content: [{ id, name, remark, createTime }], totalElements }`, else malformed. */
export function parseDictPage(body: unknown): DictPage | undefined {
  if (!isRecord(body) || !Array.isArray(body.content)) return undefined;
  const content: Dict[] = [];
  for (const raw of body.content) {
    const dict = parseDict(raw);
    if (!dict) return undefined;
    content.push(dict);
  }
  const total = body.totalElements;
  if (typeof total !== 'number' || !Number.isFinite(total)) return undefined;
  return { content, totalElements: total };
}

/** Every cached dictionary's entries: a rename or delete changes what a name answers. */
const allDetails = { type: DICT_DETAIL_TAG } as const;
const dictLists = { type: DICT_TAG } as const;

export const dictAdminApi = api.enhanceEndpoints({ addTagTypes: [DICT_TAG, DICT_DETAIL_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The list query of the CRUD kit: `blurry`, `page`, `size`. */
    getDicts: build.query<DictPage, Record<string, unknown>>({
      query: (params) => ({ url: 'api/dict', params, parse: parseDictPage }),
      providesTags: [dictLists],
    }),
    createDict: build.mutation<unknown, DictInput>({
      query: (dict) => ({ url: 'api/dict', method: 'POST', data: dict }),
      invalidatesTags: [dictLists],
    }),
    updateDict: build.mutation<unknown, DictInput & { id: number }>({
      query: (dict) => ({ url: 'api/dict', method: 'PUT', data: dict }),
      invalidatesTags: [dictLists, allDetails],
    }),
    deleteDict: build.mutation<unknown, { id: number }>({
      query: ({ id }) => ({ url: `api/dict/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [dictLists, allDetails],
    }),
    createDictDetail: build.mutation<unknown, { dictId: number; dictName: string; detail: DictDetailInput }>({
      query: ({ dictId, detail }) => ({ url: 'api/dictDetail', method: 'POST', data: { ...detail, dict: { id: dictId } } }),
      invalidatesTags: (_result, _error, { dictName }) => [{ type: DICT_DETAIL_TAG, id: dictName }],
    }),
    updateDictDetail: build.mutation<unknown, { id: number; dictId: number; dictName: string; detail: DictDetailInput }>({
      query: ({ id, dictId, detail }) => ({ url: 'api/dictDetail', method: 'PUT', data: { id, ...detail, dict: { id: dictId } } }),
      invalidatesTags: (_result, _error, { dictName }) => [{ type: DICT_DETAIL_TAG, id: dictName }],
    }),
    deleteDictDetail: build.mutation<unknown, { id: number; dictName: string }>({
      query: ({ id }) => ({ url: `api/dictDetail/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { dictName }) => [{ type: DICT_DETAIL_TAG, id: dictName }],
    }),
  }),
});

export const {
  useGetDictsQuery,
  useCreateDictMutation,
  useUpdateDictMutation,
  useDeleteDictMutation,
  useCreateDictDetailMutation,
  useUpdateDictDetailMutation,
  useDeleteDictDetailMutation,
} = dictAdminApi;
