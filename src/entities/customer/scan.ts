/*
 * The WeChat scan of 订单消息管理's dialog (CONTRACT-MEMBERS 2.9, 5.9): the 公众号's follow
 * code, a QR code whose scan signs the customer in with WeChat under a random key, and
 * `getOpenId?key=` answering `{openId, nickName}` once they have. Plain calls of the app's
 * HTTP client, not cached queries: a QR code is a picture (kept out of the store) and each
 * dialog's key is asked once. A refusal carries the server's message, e.g. the embedded
 * server's 请配置后台... or that it has no 公众号.
 */
import { getHttpClient } from '../../api/http';
import { toApiError } from '../../api/apiError';
import type { Scanned } from './customer';

export type Fetched<T> = { ok: true; value: T } | { ok: false; message: string };

/** How often a real yshop is asked whether the code was scanned, and for how long (5.9 Rec.). */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 120_000;
export const EXPIRED = '二维码已过期，请重新打开';

/**
 * A key naming one dialog's scan: whoever holds it may read the openId the scan yields, so it
 * comes from the platform's cryptographic source (128 bits, as 32 hex digits), not Math.random.
 */
export const scanKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A refused picture answers `{status, message}` as a Blob (it asked for one): read it back. */
async function failure(thrown: unknown): Promise<{ ok: false; message: string }> {
  const response = (thrown as { response?: { data?: unknown } } | null)?.response;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      response.data = undefined;
    }
  }
  return { ok: false, message: toApiError(thrown).message };
}

/** The follow code's address (`GET api/wxmp/wechatCode` answers it as text). */
export async function fetchFollowCode(signal?: AbortSignal): Promise<Fetched<string>> {
  try {
    const http = await getHttpClient();
    const { data } = await http.get<unknown>('api/wxmp/wechatCode', { signal, responseType: 'text' });
    return typeof data === 'string' && data.trim() !== '' ? { ok: true, value: data.trim() } : { ok: false, message: '未配置关注二维码' };
  } catch (thrown) {
    return failure(thrown);
  }
}

/** The QR code of `key` as a picture. */
export async function fetchQrCode(key: string, signal?: AbortSignal): Promise<Fetched<Blob>> {
  try {
    const http = await getHttpClient();
    const { data } = await http.get<Blob>('api/wxmp/qrcode', { params: { key }, signal, responseType: 'blob' });
    return { ok: true, value: data };
  } catch (thrown) {
    return failure(thrown);
  }
}

const readScanned = (data: unknown): Scanned | null => {
  if (data === null || typeof data !== 'object') return null;
  const { openId, nickName } = data as { openId?: unknown; nickName?: unknown };
  return typeof openId === 'string' && openId !== '' ? { openId, nickName: typeof nickName === 'string' ? nickName : '' } : null;
};

/** Who scanned `key`'s code, or null while nobody has (an empty answer) or the call failed. */
export async function fetchScanned(key: string, signal?: AbortSignal): Promise<Scanned | null> {
  try {
    const http = await getHttpClient();
    const { data } = await http.get<unknown>('api/wxmp/getOpenId', { params: { key }, signal });
    return readScanned(data);
  } catch {
    return null;
  }
}
