import type { Resource } from '../resource';
import { DictRepository } from './repository';
import { dictDetailRoutes, dictRoutes } from './routes';
import { dictSeed } from './seed';

declare module '../context' {
  interface AppContext {
    dicts: DictRepository;
  }
}

/** 字典管理's dictionaries: `api/dict`. */
export const dicts: Resource = {
  name: 'dicts',
  seed: dictSeed,
  prefix: '/api/dict',
  services: (ctx) => ({ dicts: new DictRepository(ctx.db) }),
  routes: dictRoutes,
};

/** Their entries, which every screen reads: `api/dictDetail`. */
export const dictDetails: Resource = {
  name: 'dictDetails',
  prefix: '/api/dictDetail',
  routes: dictDetailRoutes,
};
