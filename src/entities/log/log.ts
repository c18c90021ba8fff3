/*
 * 操作日志 and 异常日志 (CONTRACT-SYSTEM.md section 2 "Logs", monitor-wire.md): two read-only
 * resources over one row shape (no 新增, 编辑 or 删除 for anyone, admin included), one error's
 * stack, and 清空 per kind. Every text is kept as sent and shown as text.
 */
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { isObject } from '../../api/resource/wire';

export type LogKind = 'info' | 'error';
const LOG_TAG = 'Log';

/** 请求耗时 in whole ms, null when not sent (error rows have none). */
export function asDuration(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

const shape = {
  id: wire.id,
  username: wire.text,
  description: wire.text,
  /** `POST /api/users` on the embedded server; eladmin's Java method name. */
  method: wire.text,
  /** As sent: JSON with secrets masked by the server (eladmin, embedded) or yshop's `{ name: value }`. */
  params: wire.text,
  requestIp: wire.text,
  address: wire.text,
  browser: wire.text,
  time: wire.read(asDuration),
  createTime: wire.time,
};
export type LogRow = RowOf<typeof shape>;
export type LogForm = { id?: number };

const logResource = (name: string, title: string, url: string) =>
  defineResource({
    name,
    title,
    url,
    row: wireRow(shape),
    idOf: (row: LogRow) => row.id,
    // What a person tells the rows apart by: what was done, and when.
    labelOf: (row) => [row.description || row.method, row.createTime].filter((text) => text !== '').join(' ') || `${title} ${row.id}`,
    tag: LOG_TAG,
    // Read-only: no form or body mapping; eladmin and yshop have `{url}/download`.
    actions: [],
    download: true,
  });

export const infoLogs = logResource('logInfo', '操作日志', 'api/logs');
export const errorLogs = logResource('logError', '异常日志', 'api/logs/error');
/** Each kind's list. */
export const logsByKind = { info: infoLogs, error: errorLogs } as const;

/** monitor-wire.md: yshop's names; eladmin's logs are admin only. */
export const LOG_PERMISSIONS = { clear: { info: ['admin', 'logInfo:remove'], error: ['admin', 'logError:remove'] }, detail: ['admin', 'logError:detail'] } as const;

/** `{ exception }`; a body that is bare text is the stack itself. */
export function parseErrorDetail(body: unknown): { exception: string } | undefined {
  if (typeof body === 'string') return { exception: body };
  if (!isObject(body)) return undefined;
  const { exception } = body;
  return typeof exception === 'string' ? { exception } : exception === null || exception === undefined ? { exception: '' } : undefined;
}

export const logCallsApi = api.enhanceEndpoints({ addTagTypes: [LOG_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** One error's stack, kept on the server and read only when asked (`logError:detail`). */
    errorLogDetail: build.query<{ exception: string }, number>({
      query: (id) => ({ url: `api/logs/error/${encodeURIComponent(id)}`, parse: parseErrorDetail }),
    }),
    /** 清空: every row of the kind; both lists refresh (the server logs the clearing as an INFO row). */
    logsClear: build.mutation<unknown, LogKind>({
      query: (kind) => ({ url: `api/logs/del/${kind}`, method: 'DELETE' }),
      invalidatesTags: [LOG_TAG],
    }),
  }),
});

export const { useErrorLogDetailQuery, useLogsClearMutation } = logCallsApi;
