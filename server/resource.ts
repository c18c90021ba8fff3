import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './config';
import type { AppContext } from './context';
import type { ResourceSeed } from './db/seed';

/**
 * A resource of the contract (岗位, 部门, 字典 ...): one encapsulated Fastify plugin under
 * its prefix, with the services other resources may use and the rows a new database
 * starts with. Its schema is its migration file (db/migrations/); it is put in service
 * by one entry in `resources.ts`.
 */
export interface Resource {
  /** For start-up errors and the seed order. */
  name: string;
  /**
   * The services it adds to the context, made once per app in registration order (so a
   * service may take an earlier resource's in its constructor); routes of every resource
   * may use them.
   */
  services?: (ctx: AppContext, options: AppOptions) => Partial<AppContext>;
  /** Where its routes live: each route's path is relative to it (`''` is the prefix itself). */
  prefix: string;
  /** Registers its routes (each with `config.access`) inside its own plugin scope. */
  routes: (scope: FastifyInstance, ctx: AppContext, options: AppOptions) => void | Promise<void>;
  /** What a new database gets from it: rows, menu entries, dictionaries (db/seed.ts). */
  seed?: ResourceSeed;
}
