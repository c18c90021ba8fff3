import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/** The single RTK Query API; features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
});

/** The part of the store the API needs; the session is handed a dispatch of this shape. */
export interface ApiState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}

export type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;
