import type { Resource } from '../resource';
import { MenuRepository } from './repository';
import { roleMenuTreeRoutes } from './role-trees';
import { menuRoutes } from './routes';
import { menuSeed } from './seed';

declare module '../context' {
  interface AppContext {
    menus: MenuRepository;
  }
}

/** 菜单管理 and every caller's sidebar: `api/menus`, with 角色管理's menu trees. */
export const menus: Resource = {
  name: 'menus',
  seed: menuSeed,
  prefix: '/api/menus',
  services: (ctx) => ({ menus: new MenuRepository(ctx.db, ctx.dbVersion) }),
  routes: (scope, ctx) => {
    menuRoutes(scope, ctx);
    roleMenuTreeRoutes(scope, ctx);
  },
};
