import type { Resource } from '../resource';
import { DeptRepository } from './repository';
import { deptRoutes } from './routes';
import { deptSeed } from './seed';

declare module '../context' {
  interface AppContext {
    depts: DeptRepository;
  }
}

/** 部门管理 (issue 14): `api/dept`, also the dept trees of 用户管理 and 角色管理. */
export const depts: Resource = {
  name: 'depts',
  seed: deptSeed,
  prefix: '/api/dept',
  services: (ctx) => ({ depts: new DeptRepository(ctx.db, ctx.dbVersion) }),
  routes: deptRoutes,
};
