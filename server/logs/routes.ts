import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { badRequest } from '../http/errors';
import { listQueryFields, optionalSearch, timeRange } from '../http/list-query';
import { isAllowed } from '../http/permissions';
import { pageOf, type ZodTypeProvider } from '../http/schema';
import { fields } from '../http/validate';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../http/xlsx';
import { formatDateTime } from '../shared/time';
import type { LogFilter, LogRow, LogType } from './repository';
import { describeBrowser, ipSource } from '../http/user-agent';

/**
 * An export holds at most this many rows (the bound of every export), newest first: the log
 * is cut rather than refused, as retention keeps up to 100,000 rows per kind and operator.
 */
export const LOG_EXPORT_MAX = EXPORT_MAX_ROWS;

const listQuery = z.object({ ...listQueryFields, blurry: optionalSearch });
const userQuery = z.object({ page: fields.page, size: fields.size });
const idParam = z.object({ id: fields.id });

const text = z.string().nullable();
/** What 操作日志 and 异常日志 rows share, in their order. */
const rowFields = {
  id: z.number(),
  username: text,
  description: z.string(),
  method: text,
  params: text,
  requestIp: text,
  address: z.string(),
  browser: z.string(),
};
const infoPage = pageOf(z.object({ ...rowFields, time: z.number().nullable(), logType: z.string(), createTime: z.string() }));
const errorPage = pageOf(z.object({ ...rowFields, createTime: z.string() }));
const userPage = pageOf(
  z.object({ description: z.string(), requestIp: text, time: z.number().nullable(), address: z.string(), browser: z.string(), createTime: z.string() }),
);
const exceptionAnswer = z.object({ exception: z.string() });

/** `GET api/logs` rows (docs/monitor-wire.md). */
const infoDto = (r: LogRow) => ({
  id: r.id,
  username: r.username,
  description: r.description,
  method: r.method,
  params: r.params,
  requestIp: r.requestIp,
  address: ipSource(r.requestIp),
  browser: describeBrowser(r.browser),
  time: r.time,
  logType: r.logType,
  createTime: formatDateTime(r.createTime),
});

/** `GET api/logs/error` rows: the same without the duration and kind. */
const errorDto = (r: LogRow) => {
  const { time: _time, logType: _logType, ...dto } = infoDto(r);
  return dto;
};

const userDto = (r: LogRow) => ({
  description: r.description,
  requestIp: r.requestIp,
  time: r.time,
  address: ipSource(r.requestIp),
  browser: describeBrowser(r.browser),
  createTime: formatDateTime(r.createTime),
});

const exportColumns = (): ExportColumn<LogRow & { exceptionDetail?: string | null }>[] => [
  { header: '用户名', value: (r) => r.username },
  { header: 'IP', value: (r) => r.requestIp },
  { header: 'IP来源', value: (r) => ipSource(r.requestIp) },
  { header: '描述', value: (r) => r.description },
  { header: '浏览器', value: (r) => describeBrowser(r.browser), width: 30 },
  { header: '请求耗时/毫秒', value: (r) => r.time },
  { header: '异常详情', value: (r) => r.exceptionDetail ?? '', width: 40 },
  { header: '创建日期', value: (r) => formatDateTime(r.createTime) },
];

function filterOf(q: z.output<typeof listQuery>): { filter: LogFilter; page: number; size: number } {
  return { filter: { blurry: q.blurry, range: timeRange(q) }, page: q.page, size: q.size };
}

/** 操作日志, 异常日志 and the personal centre's own operations (issue 15). */
export function logRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { logs } = ctx;
  const rowsOf = (kind: LogType, q: z.output<typeof listQuery>) => {
    const { filter, page, size } = filterOf(q);
    return logs.page(kind, filter, page, size);
  };

  // 操作日志 and 异常日志 (issue 15); the stack text needs logError:detail.

  app.get('', { config: { access: ['log:list'] }, schema: { querystring: listQuery, response: { 200: infoPage } } }, async (request) => {
    const page = rowsOf('INFO', request.query);
    return { content: page.content.map(infoDto), totalElements: page.totalElements };
  });

  app.get('/error', { config: { access: ['logError:list'] }, schema: { querystring: listQuery, response: { 200: errorPage } } }, async (request) => {
    const page = rowsOf('ERROR', request.query);
    return { content: page.content.map(errorDto), totalElements: page.totalElements };
  });

  // The personal centre's own operations.

  app.get('/user', { config: { access: 'signedIn' }, schema: { querystring: userQuery, response: { 200: userPage } } }, async (request) => {
    const q = request.query;
    const page = logs.page('INFO', { username: currentUser(request).username }, q.page, q.size);
    return { content: page.content.map(userDto), totalElements: page.totalElements };
  });

  app.get('/error/:id', { config: { access: ['logError:detail'] }, schema: { params: idParam, response: { 200: exceptionAnswer } } }, async (request) => {
    const { id } = request.params;
    const exception = logs.exceptionOf(id);
    if (exception === undefined) throw badRequest(`Log 不存在: id is ${id}`);
    return { exception: exception ?? '' };
  });

  app.get('/download', { config: { access: ['log:list'], heavy: true }, schema: { querystring: listQuery } }, async (request, reply) => {
    const { filter } = filterOf(request.query);
    return sendXlsx(reply, { title: '操作日志', asciiName: 'logs', columns: exportColumns() }, logs.list('INFO', filter, LOG_EXPORT_MAX, false));
  });

  app.get('/error/download', { config: { access: ['logError:list'], heavy: true }, schema: { querystring: listQuery } }, async (request, reply) => {
    const { filter } = filterOf(request.query);
    // The stack text is for those who may open 异常详情; the list permission alone does not show it.
    const withDetail = isAllowed(currentUser(request).authorities, ['logError:detail']);
    return sendXlsx(reply, { title: '异常日志', asciiName: 'error-logs', columns: exportColumns() }, logs.list('ERROR', filter, LOG_EXPORT_MAX, withDetail));
  });

  app.delete('/del/info', { config: { access: ['logInfo:remove'] } }, async (request, reply) => {
    audited(ctx, request, reply, '删除所有INFO日志', () => logs.clear('INFO'));
    return reply.code(200).send();
  });

  app.delete('/del/error', { config: { access: ['logError:remove'] } }, async (request, reply) => {
    audited(ctx, request, reply, '删除所有ERROR日志', () => logs.clear('ERROR'));
    return reply.code(200).send();
  });
}
