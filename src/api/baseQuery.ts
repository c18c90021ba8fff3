import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { getHttpClient } from './http';
import { MALFORMED_MESSAGE, toApiError, type ApiError } from './apiError';

export interface RequestArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, unknown>;
  /**
   * Checks the shape of a successful body. Returning undefined marks the answer as
   * malformed, so bad server data becomes a clear error instead of a crash later.
   */
  parse?: (body: unknown) => unknown;
}

export const axiosBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async ({ url, method = 'GET', data, params, parse }, { signal }) => {
  try {
    const http = await getHttpClient();
    const response = await http.request({ url, method, data, params, signal });
    if (!parse) return { data: response.data };
    const parsed = parse(response.data);
    return parsed === undefined ? { error: { kind: 'malformed', status: response.status, message: MALFORMED_MESSAGE } } : { data: parsed };
  } catch (error) {
    return { error: toApiError(error) };
  }
};
