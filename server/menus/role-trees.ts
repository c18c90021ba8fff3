import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { superiorBodySchema } from '../depts/schemas';
import { unknownId } from '../http/entity-errors';
import { integer } from '../http/integer';
import { fields, parseInput } from '../http/validate';
import { toDtoTree, toMenuDto, type MenuDto } from './dto';
import { assembleTree, bySortThenId, superiorRows } from '../shared/tree';
import type { MenuRow } from './types';

const lazyQuery = z.object({
  pid: integer({ message: '上级菜单ID必须是整数', min: [0, '上级菜单ID不能小于 0'] }).default(0),
});
const childQuery = z.object({ id: fields.id });

/** eladmin's menu trees for 角色管理's 菜单分配 (and the menu editor's `superior`). */
export function roleMenuTreeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { menus } = ctx;
  const childrenOf = (pid: number): MenuRow[] => menus.all().filter((m) => m.pid === pid).sort(bySortThenId);

  // 角色管理's 菜单分配 tree; `superior` serves the menu editor.

  app.get('/lazy', { config: { access: ['menu:list', 'roles:list'] } }, async (request) => {
    const { pid } = parseInput(lazyQuery, request.query);
    const all = menus.all();
    return childrenOf(pid).map((m): MenuDto & { leaf: boolean } => {
      const hasChildren = all.some((c) => c.pid === m.id);
      return { ...toMenuDto(m), hasChildren, leaf: !hasChildren };
    });
  });

  app.get('/child', { config: { access: ['menu:list', 'roles:list'] } }, async (request) => {
    const { id } = parseInput(childQuery, request.query);
    if (!menus.find(id)) throw unknownId('Menu', id);
    return [id, ...menus.descendantsOf(id)];
  });

  app.post('/superior', { config: { access: ['menu:list'] } }, async (request) => {
    const ids = parseInput(superiorBodySchema, request.body);
    // The ids themselves are left out: the menu editor picks a parent other than the menu.
    const rows = superiorRows(ids, (id) => menus.find(id), childrenOf, true);
    return toDtoTree(assembleTree(rows, 'drop'));
  });
}
