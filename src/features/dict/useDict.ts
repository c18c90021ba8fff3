import { useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { ApiDispatch } from '../../api/api';
import { dictApi } from './dictApi';
import { NEED_DICT_NAMES, toDictData, type DictData, type DictDetail } from './dictDetail';

export type DictResult<N extends string> = { readonly [K in N]: DictData } & {
  /** True until every named dictionary has answered once (a refetch keeps the old entries). */
  isLoading: boolean;
  /** True when at least one could not be loaded; those read as empty (the failure is already shown). */
  isError: boolean;
};

/** The store as the dictionary endpoint sees it (the api slice with its tag types). */
type DictState = Parameters<ReturnType<typeof dictApi.endpoints.getDictDetail.select>>[0];

const EMPTY: DictData = Object.freeze({ list: [], entryOf: Object.freeze(Object.create(null)), labelOf: Object.freeze(Object.create(null)) }) as DictData;

// One DictData per answer, so every caller of the same dictionary gets the same objects.
const derived = new WeakMap<readonly DictDetail[], DictData>();
function dataOf(content: readonly DictDetail[] | undefined): DictData {
  if (!content) return EMPTY;
  let data = derived.get(content);
  if (!data) {
    data = toDictData(content);
    derived.set(content, data);
  }
  return data;
}

/**
 * `const { user_status, isLoading } = useDict('user_status')`, then
 * `user_status.list`, `user_status.labelOf[1]`, `user_status.entryOf[1]`.
 *
 * Each name is loaded through RTK Query with `GET api/dictDetail?dictName=...`: one
 * request per name however many components ask at once, cached while shown and for
 * a while after, and refetched when this console changes that dictionary. Without
 * names it throws `need Dict names` (SPEC.md section 5).
 */
export function useDict<N extends string>(...names: N[]): DictResult<N> {
  if (names.length === 0) throw new Error(NEED_DICT_NAMES);
  return useDictsOf(names);
}

/**
 * The dictionaries of a list of names that may be empty (a CRUD screen's fields name
 * theirs; a screen without a dictionary field names none and loads nothing).
 */
export function useDictsOf<N extends string>(names: readonly N[]): DictResult<N> {
  // Callers pass a fresh argument list each render; the names themselves are the identity.
  const key = JSON.stringify(names);
  const unique = useMemo(() => [...new Set(JSON.parse(key) as N[])], [key]);

  const dispatch = useDispatch<ApiDispatch>();
  useEffect(() => {
    const subscriptions = unique.map((name) => dispatch(dictApi.endpoints.getDictDetail.initiate(name)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, unique]);

  const selectors = useMemo(() => unique.map((name) => dictApi.endpoints.getDictDetail.select(name)), [unique]);
  const results = useSelector((state: DictState) => selectors.map((select) => select(state)), shallowEqual);

  return useMemo(() => {
    const result = { isLoading: false, isError: false } as Record<string, unknown>;
    unique.forEach((name, index) => {
      const query = results[index];
      result[name] = dataOf(query?.data?.content);
      if (!query || query.isUninitialized || (query.isLoading && !query.data)) result.isLoading = true;
      if (query?.isError && !query.data) result.isError = true;
    });
    return result as DictResult<N>;
  }, [unique, results]);
}
