import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, createTestApp, destroyTestApp, login, type TestApp } from './harness';

export interface ResourceTest<Row> {
  /** This test's app (a new one, with its own database, for each test). */
  readonly app: FastifyInstance;
  /** admin's Authorization header for this test's app. */
  readonly admin: string;
  /** A page of the resource (`GET url?query`), answered 200. */
  list(query?: string, token?: string): Promise<{ content: Row[]; totalElements: number }>;
  /** A write to the resource's own URL (`POST`, `PUT`, or a `DELETE` with the ids as its body). */
  send(method: 'POST' | 'PUT' | 'DELETE', body: unknown, token?: string): Promise<LightMyRequestResponse>;
}

/**
 * The setting of a resource's route tests: before each test a fresh app signed in as admin
 * (gone after it), and the resource's list and writes, by admin unless a token is given.
 * Call at the top of the test file.
 */
export function resourceTest<Row>(url: string): ResourceTest<Row> {
  let current: { t: TestApp; admin: string } | undefined;
  beforeEach(async () => {
    const t = await createTestApp();
    current = { t, admin: await login(t.app, 'admin') };
  });
  afterEach(async () => {
    await destroyTestApp(current?.t);
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error(`${url}: the test app exists only inside a test`);
    return current;
  };
  return {
    get app() {
      return now().t.app;
    },
    get admin() {
      return now().admin;
    },
    async list(query = 'page=0&size=50&sort=id,desc', token = now().admin) {
      const res = await call(now().t.app, 'GET', `${url}?${query}`, { token });
      expect(res.statusCode).toBe(200);
      return res.json<{ content: Row[]; totalElements: number }>();
    },
    send: (method, body, token = now().admin) => call(now().t.app, method, url, { token, body }),
  };
}
