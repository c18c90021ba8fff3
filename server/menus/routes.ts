import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { ApiError, badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { VersionedCache } from '../db/version';
import { parseDateTime } from '../shared/time';
import { assertMayGrant, storedPieces } from '../http/grants';
import { buildMenus } from './build';
import { toDtoTree, toMenuDto, toTreeOptions } from './dto';
import type { MenuInput } from './repository';
import { createMenuSchema, deleteMenusSchema, listMenusQuerySchema, menuDto, menuPage, menuTreeOptions, updateMenuSchema, type MenuBody } from './schemas';
import { assembleTree } from '../shared/tree';
import type { MenuRow } from './types';

const EXTERNAL = /^https?:\/\//i;

export function menuRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { menus } = ctx;
  // The serialized sidebar per role set: the hot path of every page load, so it
  // is built and stringified once until the database changes.
  const buildCache = new VersionedCache<string, string>(ctx.dbVersion);

  app.get('/build', { config: { access: 'signedIn' } }, async (request, reply) => {
    const user = currentUser(request);
    const isAdmin = user.authorities.has('admin');
    const roleIds = isAdmin ? [] : menus.roleIdsOf(user.userId);
    const json = buildCache.get(isAdmin ? 'admin' : roleIds.join(','), () =>
      JSON.stringify(buildMenus(menus.all(), isAdmin ? null : menus.menuIdsForRoles(roleIds))),
    );
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // 角色管理's 菜单分配 reads the tree too (eladmin's menus/lazy also admits roles:list).

  app.get('/tree', { config: { access: ['menu:list', 'menu:add', 'menu:edit', 'roles:list'] }, schema: { response: { 200: menuTreeOptions } } }, async () => toTreeOptions(assembleTree(menus.all(), 'drop')));

  app.get('', { config: { access: ['menu:list'] }, schema: { querystring: listMenusQuerySchema, response: { 200: menuPage } } }, async (request) => {
    const query = request.query;
    const matches = filterMenus(menus.all(), query.blurry, query.createTime ?? query['createTime[]']);
    return { content: toDtoTree(assembleTree(matches, 'root')), totalElements: matches.length };
  });

  app.post('', { config: { access: ['menu:add'] }, schema: { body: createMenuSchema, response: { 201: menuDto } } }, async (request, reply) => {
    const body = request.body;
    const authorities = currentUser(request).authorities;
    const created = audited(ctx, request, reply, '新增菜单', () => menus.create(checkMenu(ctx, authorities, body, null), ctx.now()));
    return reply.code(201).send(toMenuDto(created));
  });

  app.put('', { config: { access: ['menu:edit'] }, schema: { body: updateMenuSchema } }, async (request, reply) => {
    const body = request.body;
    const authorities = currentUser(request).authorities;
    audited(ctx, request, reply, '修改菜单', () => {
      const before = menus.find(body.id);
      if (!before) throw new ApiError(404, '菜单不存在');
      menus.update(body.id, checkMenu(ctx, authorities, body, before));
    });
    return reply.code(204).send();
  });

  app.delete('', { config: { access: ['menu:del'] }, schema: { body: deleteMenusSchema } }, async (request, reply) => {
    const ids = request.body;
    audited(ctx, request, reply, '删除菜单', () => menus.deleteWithSubtrees(ids));
    return reply.code(200).send();
  });
}

/**
 * The rules eladmin's MenuService applies before writing a menu, and issue 22's: a
 * non-admin adds to a menu's permission only authorities they hold (every role with the
 * menu, their own included, would gain it).
 */
function checkMenu(ctx: AppContext, authorities: ReadonlySet<string>, body: MenuBody, before: MenuRow | null): MenuInput {
  const { menus } = ctx;
  const id = before?.id ?? null;
  assertMayGrant(authorities, storedPieces(body.permission), { kept: new Set(storedPieces(before?.permission ?? null)), isNew: () => false });
  if (body.iFrame && !(body.path && EXTERNAL.test(body.path))) {
    throw badRequest('外链必须以http://或者https://开头');
  }
  if (body.type !== 2 && !body.path) throw badRequest('路由地址不能为空');
  if (body.pid !== 0) {
    if (id !== null && body.pid === id) throw badRequest('上级菜单不能为自己');
    const parent = menus.find(body.pid);
    if (!parent) throw badRequest('上级菜单不存在');
    if (parent.type === 2) throw badRequest('按钮下不能再添加菜单');
    if (id !== null && menus.descendantsOf(id).has(body.pid)) throw badRequest('上级菜单不能是自己的下级菜单');
  }
  if (body.componentName) {
    const owner = menus.componentNameOwner(body.componentName);
    if (owner !== null && owner !== id) throw badRequest(`组件名称 ${body.componentName} 已存在`);
  }
  return {
    pid: body.pid,
    type: body.type,
    name: body.name,
    path: body.path,
    component: body.iFrame ? null : body.component,
    componentName: body.componentName,
    icon: body.icon,
    sort: body.sort,
    iFrame: body.iFrame,
    cache: body.cache,
    hidden: body.hidden,
    permission: body.permission,
  };
}

/** `blurry` matches title, component or permission; `createTime` is a [from, to] range. */
function filterMenus(rows: readonly MenuRow[], blurry: string | undefined, createTime: string | string[] | undefined): MenuRow[] {
  const needle = blurry?.trim().toLowerCase() ?? '';
  let range: [number, number] | null = null;
  if (createTime !== undefined) {
    const parts = (Array.isArray(createTime) ? createTime : createTime.split(',')).filter((s) => s.trim() !== '');
    if (parts.length > 0) {
      if (parts.length !== 2) throw badRequest('创建时间须为开始与结束两个时间');
      const from = parseDateTime(parts[0]!);
      const to = parseDateTime(parts[1]!);
      if (from === null || to === null) throw badRequest('创建时间格式应为 yyyy-MM-dd HH:mm:ss');
      range = [from, to];
    }
  }
  if (!needle && !range) return [...rows];
  return rows.filter((m) => {
    if (range && (m.createTime < range[0] || m.createTime > range[1])) return false;
    if (!needle) return true;
    return [m.name, m.component, m.permission].some((v) => v !== null && v.toLowerCase().includes(needle));
  });
}
