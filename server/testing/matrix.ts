/**
 * The permission matrix's sample requests (not a test file). Each resource keeps its own
 * in `<folder>/matrix-samples.ts`: for every route it serves, a request that does what
 * the route is for, and whether the seeded editor may call it. The matrix
 * (security/permission-matrix.test.ts) collects them from every folder and fails for a
 * registered route without one.
 */
import type { InjectOptions } from 'fastify';
import { multipartBody, pngImage, type TestApp } from './harness';

export interface MatrixCaller {
  userId: number;
  token: string;
}

export interface Sample {
  /** A request that does what the route is for, built fresh (with its own fixtures) for each caller. */
  request: (caller: MatrixCaller | null) => Promise<InjectOptions> | InjectOptions;
  /** The answer a caller who may call the route gets. */
  status: number;
  message?: string;
  /**
   * The policy, written here independently of the route's `config.access` so that a
   * loosened rule shows up: whether the seeded editor (the x:list of its pages, no
   * button) may call it. Signed-in routes are the editor's too.
   */
  editor?: true;
}

/** What samples are built from; `t` is the matrix's app, there once the tests run. */
export interface MatrixEnv {
  readonly t: TestApp;
  /** A name no other sample has used. */
  unique: (prefix: string) => string;
  userId: (username: string) => number;
  roleId: (permission: string) => number;
  deptId: (name: string) => number;
}

/** `METHOD /route` -> its sample. */
export type Samples = (env: MatrixEnv) => Record<string, Sample>;

export const json = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
});

export const image = (url: string, field: string): InjectOptions => {
  const { payload, headers } = multipartBody(field, 'matrix.png', 'image/png', pngImage(8, 8));
  return { method: 'POST', url, payload, headers };
};
