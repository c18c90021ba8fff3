import type { Resource } from '../resource';
import { JobRepository } from './repository';
import { jobRoutes } from './routes';
import { jobSeed } from './seed';

declare module '../context' {
  interface AppContext {
    jobs: JobRepository;
  }
}

/** 岗位管理 (issue 14): `api/job`. */
export const jobs: Resource = {
  name: 'jobs',
  seed: jobSeed,
  prefix: '/api/job',
  services: (ctx) => ({ jobs: new JobRepository(ctx.db) }),
  routes: jobRoutes,
};
