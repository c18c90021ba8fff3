import type { ResourceSeed } from '../db/seed';
import { crudButtons, page } from '../db/seed-menus';

/** admin (passes every check), editor (its pages' lists, 本级) and common (no menus); 角色管理. */
export const roleSeed: ResourceSeed = {
  menus: [
    {
      folder: 'system',
      sort: 2,
      menu: page('角色管理', 'role', 'system/role/index', 'Role', 'role', { permission: 'roles:list', editor: true, children: crudButtons('roles', '角色') }),
    },
  ],
  rows: ({ db, at }) => {
    const insert = db.prepare('INSERT INTO roles (name, permission, level, data_scope, description, create_time) VALUES (?, ?, ?, ?, ?, ?)');
    insert.run('超级管理员', 'admin', 1, '全部', '拥有全部权限', at);
    insert.run('编辑', 'editor', 2, '本级', '只能查看菜单、字典与系统管理的列表', at);
    insert.run('普通用户', 'common', 3, '本级', '没有分配菜单的普通用户', at);
  },
};
