import type { AxiosError } from 'axios';

/**
 * Every failed call becomes one of these, whatever went wrong, so the error catalogue
 * (SPEC.md section 8) is decided in one place and callers always get a plain,
 * serialisable object to show or branch on.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed';

export interface ApiError {
  kind: ApiErrorKind;
  /** body.status when the server sent one, else the HTTP status; 0 when there was no answer. */
  status: number;
  message: string;
}

export const TIMEOUT_MESSAGE = '网络请求超时';
export const NETWORK_MESSAGE = '接口请求失败';
export const MALFORMED_MESSAGE = '服务器返回的数据格式不正确';

function bodyField(body: unknown, key: 'status' | 'message' | 'msg'): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

// Duck-typed so this module does not pull axios into the first download (see http.ts).
const isAxiosError = (error: unknown): error is AxiosError =>
  error !== null && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true;

export function toApiError(error: unknown): ApiError {
  if (!isAxiosError(error)) {
    return { kind: 'network', status: 0, message: NETWORK_MESSAGE };
  }
  const response = error.response;
  if (!response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return timedOut
      ? { kind: 'timeout', status: 0, message: TIMEOUT_MESSAGE }
      : { kind: 'network', status: 0, message: NETWORK_MESSAGE };
  }
  // The originals decide on body.status first and fall back to the HTTP status.
  const bodyStatus = Number(bodyField(response.data, 'status'));
  const status = Number.isInteger(bodyStatus) && bodyStatus > 0 ? bodyStatus : response.status;
  // yshop's ErrorRequestException (请输入收货人信息) puts its text under `msg` (CONTRACT-SHOP.md section 0).
  const message = [bodyField(response.data, 'message'), bodyField(response.data, 'msg')].find((text): text is string => typeof text === 'string' && text.trim() !== '') ?? NETWORK_MESSAGE;
  return { kind: 'http', status, message };
}

/**
 * Whether a failure means the back end has no such call at all (a route yshop or eladmin
 * removed or never had: 404, or 405 where a router matches the path for another method).
 * A screen then hides what needs the call, quietly, rather than reporting a failure.
 */
export const isMissingCall = (error: unknown): boolean => {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 404 || status === 405;
};
