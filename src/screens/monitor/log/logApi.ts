/*
 * The calls of 操作日志 and 异常日志 (CONTRACT-SYSTEM.md section 2 "Logs",
 * monitor-wire.md): the two paged lists, one error's stack, and 清空 per kind. 导出 goes
 * through the kit's `{url}/download`. Every text is kept as sent and shown as text.
 */
import { api } from '../../../api/api';
import { asId, asText, asTime, isObject } from '../../../kit/system/fields';
import { parsePage, type Page } from '../../../kit/system/page';
import { accept, reject, type RowResult } from '../../../kit/system/parseResult';

export const LOG_TAG = 'Log' as const;
export type LogKind = 'info' | 'error';
/** The list URL of each kind; its export is `{url}/download`. */
export const LOG_URLS: Readonly<Record<LogKind, string>> = { info: 'api/logs', error: 'api/logs/error' };

export interface LogRow {
  id: number;
  username: string;
  description: string;
  /** `POST /api/users` on the embedded server; eladmin's Java method name. */
  method: string;
  /** As sent: JSON with secrets masked by the server (eladmin, embedded) or yshop's `{ name: value }`. */
  params: string;
  requestIp: string;
  address: string;
  browser: string;
  /** 请求耗时 in ms; null on error rows (which have none). */
  time: number | null;
  createTime: string;
}

const asDuration = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

export function parseLogRow(raw: unknown): RowResult<LogRow> {
  if (!isObject(raw)) return reject('不是一条日志');
  const id = asId(raw.id);
  if (id === undefined) return reject('日志缺少有效的 id');
  return accept({
    id,
    username: asText(raw.username),
    description: asText(raw.description),
    method: asText(raw.method),
    params: asText(raw.params),
    requestIp: asText(raw.requestIp),
    address: asText(raw.address),
    browser: asText(raw.browser),
    time: asDuration(raw.time),
    createTime: asTime(raw.createTime),
  });
}

export const parseLogPage = (body: unknown): Page<LogRow> | undefined => parsePage(body, parseLogRow);

/** `{ exception }`; a body that is bare text is the stack itself. */
export function parseErrorDetail(body: unknown): { exception: string } | undefined {
  if (typeof body === 'string') return { exception: body };
  if (!isObject(body)) return undefined;
  const { exception } = body;
  return typeof exception === 'string' ? { exception } : exception === null || exception === undefined ? { exception: '' } : undefined;
}

export const logApi = api.enhanceEndpoints({ addTagTypes: [LOG_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The kit's list query: `blurry`, `createTime` x2, `page`, `size`. */
    getInfoLogs: build.query<Page<LogRow>, Record<string, unknown>>({
      query: (params) => ({ url: LOG_URLS.info, params, parse: parseLogPage }),
      providesTags: [{ type: LOG_TAG, id: 'info' }],
    }),
    getErrorLogs: build.query<Page<LogRow>, Record<string, unknown>>({
      query: (params) => ({ url: LOG_URLS.error, params, parse: parseLogPage }),
      providesTags: [{ type: LOG_TAG, id: 'error' }],
    }),
    /** One error's stack, kept on the server and read only here (`logError:detail`). */
    getErrorDetail: build.query<{ exception: string }, number>({
      query: (id) => ({ url: `api/logs/error/${encodeURIComponent(id)}`, parse: parseErrorDetail }),
    }),
    /** 清空: every row of the kind; both lists refresh (the server logs the clearing as an INFO row). */
    clearLogs: build.mutation<unknown, LogKind>({
      query: (kind) => ({ url: `api/logs/del/${kind}`, method: 'DELETE' }),
      invalidatesTags: [LOG_TAG],
    }),
  }),
});

export const { useGetInfoLogsQuery, useGetErrorLogsQuery, useGetErrorDetailQuery, useClearLogsMutation } = logApi;
