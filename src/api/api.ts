import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/** The single RTK Query API; features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
});

/**
 * How old a screen's data may be when the screen is shown again (a kept tab coming
 * back, the same dictionary picked again) before it is fetched anew. Edits made in
 * this console invalidate the data at once through tags; this covers changes made
 * elsewhere without refetching on every tab switch.
 */
export const REFETCH_OLDER_THAN_SECONDS = 30;

/** The part of the store the API needs; the session is handed a dispatch of this shape. */
export interface ApiState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}

export type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;
