import type { Resource } from '../resource';
import { AccessResolver } from './access';
import { RoleRepository } from './repository';
import { roleRoutes } from './routes';
import { roleSeed } from './seed';

declare module '../context' {
  interface AppContext {
    roles: RoleRepository;
    /** The caller's level and data scope. */
    access: AccessResolver;
  }
}

/** 角色管理 (issue 14): `api/roles`; also every caller's level and data scope. Needs depts. */
export const roles: Resource = {
  name: 'roles',
  seed: roleSeed,
  prefix: '/api/roles',
  services: (ctx) => {
    const repository = new RoleRepository(ctx.db);
    return { roles: repository, access: new AccessResolver(ctx.db, ctx.dbVersion, repository, ctx.depts) };
  },
  routes: roleRoutes,
};
