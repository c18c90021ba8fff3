import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import { pageOf, type ZodTypeProvider } from '../http/schema';
import { fields } from '../http/validate';
import { sendXlsx, type ExportColumn } from '../http/xlsx';
import { describeBrowser, ipSource } from '../http/user-agent';
import { formatDateTime } from '../shared/time';
import { callerOf, inScope, type Caller } from '../http/caller';
import { minLevel } from '../http/level';
import type { SessionOwner, SessionRecord } from './online';

/** One row of 在线用户 (docs/monitor-wire.md): both originals' fields. */
export interface OnlineUserDto {
  key: string;
  userName: string;
  nickName: string;
  dept: string;
  /** yshop's `部门/岗位`. */
  job: string;
  ip: string;
  address: string;
  browser: string;
  loginTime: string;
}

const toDto = (s: SessionRecord): OnlineUserDto => ({
  key: s.key,
  userName: s.username,
  nickName: s.nickName,
  dept: s.dept ?? '',
  job: [s.dept, s.job].filter(Boolean).join('/'),
  ip: s.ip ?? '',
  address: ipSource(s.ip),
  browser: describeBrowser(s.userAgent),
  loginTime: formatDateTime(s.loginTime),
});

const search = z
  .string()
  .max(100, '搜索内容不能超过 100 个字符')
  .optional()
  .transform((v) => v?.trim().toLowerCase() ?? '');

const listQuery = z.object({
  page: fields.page,
  size: fields.size,
  // yshop: a substring of any field; eladmin: of the user name.
  filter: search,
  username: search,
  type: z.string().max(10).optional(),
});

const onlinePage = pageOf(
  z.object({
    key: z.string(),
    userName: z.string(),
    nickName: z.string(),
    dept: z.string(),
    job: z.string(),
    ip: z.string(),
    address: z.string(),
    browser: z.string(),
    loginTime: z.string(),
  }),
);

const keysBody = z
  .array(z.string({ error: '会话编号格式不正确' }).min(1).max(64, '会话编号格式不正确'), { error: '请选择要强退的用户' })
  .max(1000, '一次最多强退 1000 个会话');

const ONLINE_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<OnlineUserDto>[] } = {
  title: '在线用户',
  asciiName: 'online-users',
  columns: [
    { header: '用户名', value: (r) => r.userName },
    { header: '部门', value: (r) => r.dept },
    { header: '登录IP', value: (r) => r.ip },
    { header: '登录地点', value: (r) => r.address },
    { header: '浏览器', value: (r) => r.browser, width: 30 },
    { header: '登录日期', value: (r) => r.loginTime },
  ],
};

/** 在线用户: the live sessions, 强退 and 导出 (issue 15). */
export function onlineRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  /** Issue 22: the sessions of users in the caller's data scope, and the caller's own. */
  const matching = (q: z.output<typeof listQuery>, request: FastifyRequest): OnlineUserDto[] => {
    const caller = callerOf(ctx, request);
    const rows = ctx.online
      .all()
      .filter((s) => s.userId === caller.userId || inScope(caller, s.deptId))
      .map(toDto);
    return rows.filter(
      (r) =>
        (!q.username || r.userName.toLowerCase().includes(q.username)) &&
        (!q.filter || [r.userName, r.nickName, r.job, r.ip, r.address, r.browser, r.loginTime].some((v) => v.toLowerCase().includes(q.filter))),
    );
  };

  // Monitoring (issue 15), yshop's permissions (docs/monitor-wire.md). 在线用户's export
  // and 强退 need the list's permission too: a session list is not for every signed-in user.
  app.get('', { config: { access: ['auth_online'] }, schema: { querystring: listQuery, response: { 200: onlinePage } } }, async (request) => {
    const q = request.query;
    const rows = matching(q, request);
    return { content: rows.slice(q.page * q.size, (q.page + 1) * q.size), totalElements: rows.length };
  });

  app.get('/download', { config: { access: ['auth_online'], heavy: true }, schema: { querystring: listQuery } }, async (request, reply) =>
    sendXlsx(reply, ONLINE_EXPORT, matching(request.query, request)),
  );

  app.delete('', { config: { access: ['auth_online'] }, schema: { body: keysBody } }, async (request, reply) => {
    const keys = request.body;
    if (keys.length === 0) throw badRequest('请选择要强退的用户');
    audited(ctx, request, reply, '强退用户', () => {
      assertMayKick(ctx, callerOf(ctx, request), ctx.online.owners(keys));
      ctx.online.kick(keys);
    });
    return reply.code(200).send();
  });
}

/**
 * Issue 22: 强退 ends one's own sessions, and others' only of users strictly below the
 * caller and inside their data scope (the level rule of 用户管理's writes); `admin` passes.
 * One refused key refuses the whole request: nothing is ended.
 */
function assertMayKick(ctx: AppContext, caller: Caller, owners: readonly SessionOwner[]): void {
  if (caller.isAdmin) return;
  for (const owner of owners) {
    if (owner.userId === caller.userId) continue;
    if (minLevel(ctx.roles.grantsOf(owner.userId).map((g) => g.level)) <= caller.level) throw badRequest(`角色权限不足，不能强退：${owner.username}`);
    if (!inScope(caller, owner.deptId)) throw badRequest(`数据权限不足，不能强退：${owner.username}`);
  }
}
