import { api, REFETCH_OLDER_THAN_SECONDS, type ApiDispatch } from '../api';
import type { ListArgs } from './defineResource';

/** Starts a screen's first list request into the RTK Query cache the screen then reads. */
export type FirstList = (dispatch: ApiDispatch) => void;

/**
 * The first page a list screen asks for, declared beside its resource: `args` must be
 * exactly the screen's first query (the cache key is the serialised args), so the screen,
 * once its code has loaded and mounted, finds the request under way or answered and does not
 * send it again. Data younger than REFETCH_OLDER_THAN_SECONDS is not asked for again.
 */
export function firstList(resource: { endpointNames: { list: string } }, args: ListArgs): FirstList {
  // The endpoint's name is built at run time (defineResource), so its types cannot be followed here.
  const prefetch = api.util.prefetch as unknown as (name: string, args: ListArgs, options: { ifOlderThan: number }) => Parameters<ApiDispatch>[0];
  return (dispatch) => {
    dispatch(prefetch(resource.endpointNames.list, args, { ifOlderThan: REFETCH_OLDER_THAN_SECONDS }));
  };
}
