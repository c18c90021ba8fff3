import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { superiorBodySchema } from '../http/superior-body';
import { unknownId } from '../http/entity-errors';
import { integer } from '../http/integer';
import type { ZodTypeProvider } from '../http/schema';
import { fields } from '../http/validate';
import { toDtoTree, toMenuDto, type MenuDto } from './dto';
import { lazyMenus, menuTree } from './schemas';
import { assembleTree, bySortThenId, superiorRows } from '../shared/tree';
import type { MenuRow } from './types';

const lazyQuery = z.object({
  pid: integer({ message: '上级菜单ID必须是整数', min: [0, '上级菜单ID不能小于 0'] }).default(0),
});
const childQuery = z.object({ id: fields.id });

/** eladmin's menu trees for 角色管理's 菜单分配 (and the menu editor's `superior`). */
export function roleMenuTreeRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { menus } = ctx;
  const childrenOf = (pid: number): MenuRow[] => menus.all().filter((m) => m.pid === pid).sort(bySortThenId);

  // 角色管理's 菜单分配 tree; `superior` serves the menu editor.

  app.get('/lazy', { config: { access: ['menu:list', 'roles:list'] }, schema: { querystring: lazyQuery, response: { 200: lazyMenus } } }, async (request) => {
    const { pid } = request.query;
    const all = menus.all();
    return childrenOf(pid).map((m): MenuDto & { leaf: boolean } => {
      const hasChildren = all.some((c) => c.pid === m.id);
      return { ...toMenuDto(m), hasChildren, leaf: !hasChildren };
    });
  });

  app.get('/child', { config: { access: ['menu:list', 'roles:list'] }, schema: { querystring: childQuery, response: { 200: z.array(z.number()) } } }, async (request) => {
    const { id } = request.query;
    if (!menus.find(id)) throw unknownId('Menu', id);
    return [id, ...menus.descendantsOf(id)];
  });

  app.post('/superior', { config: { access: ['menu:list'] }, schema: { body: superiorBodySchema, response: { 200: menuTree } } }, async (request) => {
    const ids = request.body;
    // The ids themselves are left out: the menu editor picks a parent other than the menu.
    const rows = superiorRows(ids, (id) => menus.find(id), childrenOf, true);
    return toDtoTree(assembleTree(rows, 'drop'));
  });
}
