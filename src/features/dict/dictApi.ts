import { api } from '../../api/api';
import { parseDictDetailPage, type DictDetailPage } from './dictDetail';

/** Tag of one dictionary's entries, by name: changes to entries invalidate it. */
export const DICT_DETAIL_TAG = 'DictDetail' as const;

/** SPEC.md section 9: a dictionary is always fetched whole, in one request. */
export const DICT_DETAIL_PAGE = 0;
export const DICT_DETAIL_SIZE = 9999;

/**
 * How long a dictionary nobody shows stays cached. Dictionaries rarely change, and
 * this console's own changes invalidate the cache at once.
 */
export const DICT_CACHE_SECONDS = 600;

export const dictApi = api.enhanceEndpoints({ addTagTypes: [DICT_DETAIL_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/dictDetail?dictName=X&page=0&size=9999`: one dictionary's entries, by sort. */
    getDictDetail: build.query<DictDetailPage, string>({
      query: (dictName) => ({ url: 'api/dictDetail', params: { dictName, page: DICT_DETAIL_PAGE, size: DICT_DETAIL_SIZE }, parse: parseDictDetailPage }),
      providesTags: (_result, _error, dictName) => [{ type: DICT_DETAIL_TAG, id: dictName }],
      keepUnusedDataFor: DICT_CACHE_SECONDS,
    }),
  }),
});
