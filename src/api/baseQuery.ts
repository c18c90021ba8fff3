import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { getHttpClient } from './http';
import { MALFORMED_MESSAGE, toApiError, type ApiError } from './apiError';
import { httpEvents } from './httpEvents';

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
  /**
   * The caller shows its own failures, so the global presenter (notifications, the
   * session-expired dialog, the /401 redirect) is not told. Used by the captcha
   * (the form offers a retry), login (the server's message shows on the form) and
   * logout (local state is cleared whatever the server says). The failure is still
   * returned to the caller either way.
   */
  silent?: boolean;
  /**
   * Upload progress of the request body (multipart uploads): bytes sent so far and
   * the total when the browser knows it.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
  /**
   * The answer is a file (导出): it is handed to the browser as a download under this
   * name, and the call's data is only `{ fileName, size }`, so no Blob enters the store.
   */
  saveAs?: string;
}

export interface SavedFile {
  fileName: string;
  size: number;
}

export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

// The instance sends JSON by default, and axios would turn a FormData body into JSON
// under that header: a FormData body goes as multipart (the browser adds the boundary).
const isFormData = (data: unknown): data is FormData => typeof FormData !== 'undefined' && data instanceof FormData;

const isBlob = (data: unknown): data is Blob => typeof Blob !== 'undefined' && data instanceof Blob;

/**
 * A refused download still answers `{status, message}`, but as a Blob (the request asked
 * for one): read it back as JSON so the error says what the server said.
 */
async function readBlobError(thrown: unknown): Promise<void> {
  const response = (thrown as { response?: { data?: unknown } } | null)?.response;
  if (!response || !isBlob(response.data)) return;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    response.data = undefined;
  }
}

/**
 * The Authorization header a request went with, as createHttpClient's interceptor set
 * it, read back from the request config that axios keeps on its answer or error.
 */
function tokenSentWith(answerOrError: unknown): string | undefined {
  const config = (answerOrError as { config?: { headers?: Record<string, unknown> } } | null)?.config;
  const token = config?.headers?.Authorization;
  return typeof token === 'string' ? token : undefined;
}

export const axiosBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async ({ url, method = 'GET', data, params, parse, silent = false, onUploadProgress, saveAs }, { signal, endpoint }) => {
  let error: ApiError;
  let token: string | undefined;
  try {
    const http = await getHttpClient();
    const response = await http.request({
      url,
      method,
      data,
      params,
      signal,
      ...(isFormData(data) ? { headers: { 'Content-Type': 'multipart/form-data' } } : {}),
      ...(onUploadProgress ? { onUploadProgress: ({ loaded, total }: { loaded: number; total?: number }) => onUploadProgress({ loaded, total }) } : {}),
      ...(saveAs !== undefined ? { responseType: 'blob' as const } : {}),
    });
    if (saveAs !== undefined) {
      if (isBlob(response.data)) {
        // Loaded with the first download, not with the login page.
        const { saveFile } = await import(/* webpackChunkName: "download" */ '../shared/download/download');
        saveFile(response.data, saveAs);
        const saved: SavedFile = { fileName: saveAs, size: response.data.size };
        return { data: saved };
      }
    } else {
      // An empty answer (204, or 200 without a body) is a success with null data.
      if (!parse) return { data: response.data ?? null };
      const parsed = parse(response.data);
      if (parsed !== undefined) return { data: parsed };
    }
    error = { kind: 'malformed', status: response.status, message: MALFORMED_MESSAGE };
    token = tokenSentWith(response);
  } catch (thrown) {
    if (saveAs !== undefined) await readBlobError(thrown);
    error = toApiError(thrown);
    token = tokenSentWith(thrown);
  }
  // A call the caller itself aborted (a component unmounted) is nobody's news.
  if (!silent && !signal.aborted) httpEvents.emit({ type: 'error', error, endpoint, token });
  return { error };
};
