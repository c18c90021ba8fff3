/**
 * Every registered /api and /auth route, called for real by five kinds of caller: nobody,
 * a forged token, a revoked token, a user holding no authority at all, the editor (the
 * x:list of its pages, no button), and admin. The rules are the routes' own
 * `config.access`, read from the app; the sample requests live beside each resource
 * (`<folder>/matrix-samples.ts`), each succeeding when the caller may call the route: a
 * route registered without a sample fails here.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { accessKey, isAllowed, type AccessRule } from '../http/permissions';
import { createTestApp, destroyTestApp, type TestApp } from '../testing/harness';
import type { MatrixCaller as Caller, MatrixEnv, Sample, Samples } from '../testing/matrix';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const hash = await t.app.ctx.passwords.hash('123456');
  t.app.ctx.db
    .prepare("INSERT INTO users (username, nick_name, password_hash, create_time) VALUES ('nobody', '无权限', ?, 0)")
    .run(hash);
});
afterAll(() => destroyTestApp(t));

let serial = 0;
const env: MatrixEnv = {
  get t() {
    return t;
  },
  unique: (prefix) => `${prefix}_${process.pid}_${++serial}`,
  userId: (username) => t.app.ctx.users.findForLogin(username)!.id,
  roleId: (permission) => t.app.ctx.db.prepare('SELECT id FROM roles WHERE permission = ?').pluck().get(permission) as number,
  deptId: (name) => t.app.ctx.db.prepare('SELECT id FROM depts WHERE name = ?').pluck().get(name) as number,
};

/** Every resource folder's samples, each route once. */
const SAMPLE_SETS = fs
  .readdirSync(path.join(__dirname, '..'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(__dirname, '..', d.name, 'matrix-samples.ts')))
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folders are the list
  .map((d) => Object.entries((require(`../${d.name}/matrix-samples`) as { samples: Samples }).samples(env)));
const SAMPLES: Record<string, Sample> = Object.fromEntries(SAMPLE_SETS.flat());

/** The registered rules, once the app exists. */
const rules = (): readonly AccessRule[] => t.app.accessRules;
const ruleOf = (key: string): AccessRule => {
  const rule = rules().find((r) => accessKey(r.method, r.url) === key);
  if (!rule) throw new Error(`${key} has a sample but no registered route`);
  return rule;
};

const changes = () => t.app.ctx.db.prepare('SELECT total_changes()').pluck().get() as number;

/** Sends the rule's sample as `caller`; a refused call must leave the database untouched. */
async function send(rule: AccessRule, caller: Caller | null, token?: string): Promise<LightMyRequestResponse> {
  const sample = SAMPLES[accessKey(rule.method, rule.url)];
  if (!sample) throw new Error(`no sample request for ${rule.method} ${rule.url}`);
  const request = await sample.request(caller);
  const authorization = token ?? caller?.token;
  const before = changes();
  const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(authorization ? { authorization } : {}) } });
  if (res.statusCode === 401 || res.statusCode === 403) expect(changes()).toBe(before);
  return res;
}

function expectRefused(res: LightMyRequestResponse, status: 401 | 403): void {
  expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
    status,
    body: { status, message: status === 401 ? '当前登录状态过期，请重新登录' : '没有权限', timestamp: expect.any(String) },
  });
}

function expectServed(res: LightMyRequestResponse, sample: Sample): void {
  expect({ status: res.statusCode, body: res.body.slice(0, 300) }).toEqual({ status: sample.status, body: expect.any(String) });
  if (sample.message) expect(res.json<{ message: string }>().message).toBe(sample.message);
}

const userId = env.userId;
/** A fresh token per test: the logout sample revokes the one it is called with. */
const as = (username: string): Caller => {
  const id = userId(username);
  return { userId: id, token: t.app.ctx.tokens.issue(id) };
};

describe('the permission table has a sample request for every route', () => {
  it('names only routes the app serves, each once, and each sample once', () => {
    const keys = rules().map((r) => accessKey(r.method, r.url));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(60);
    for (const rule of rules()) expect(t.app.hasRoute({ method: rule.method, url: rule.url })).toBe(true);
    expect(SAMPLE_SETS.flat().length).toBe(Object.keys(SAMPLES).length);
  });

  it('has a sample for every registered route and no sample for a route that left', () => {
    const keys = rules().map((r) => accessKey(r.method, r.url)).sort();
    expect(Object.keys(SAMPLES).sort()).toEqual(keys);
  });

  it('covers callers the editor may and may not be: the editor is really a partial user', () => {
    const editor = t.app.ctx.users.authoritySet(userId('editor'));
    const lists = rules().flatMap((r) => (Array.isArray(r.access) ? [r.access as readonly string[]] : []));
    expect(lists.some((list) => isAllowed(editor, list))).toBe(true);
    expect(lists.some((list) => !isAllowed(editor, list))).toBe(true);
    expect(t.app.ctx.users.authorities(userId('nobody'))).toEqual([]);
  });
});

/**
 * The policy, written in the samples independently of the routes' rules so that a
 * loosened rule shows up here: what the seeded editor (menu, dict, user, role, dept and
 * job lists) may call, besides public routes.
 */
const EDITOR_MAY = Object.entries(SAMPLES)
  .filter(([, sample]) => sample.editor)
  .map(([key]) => key);

describe('the policy behind the table', () => {
  it('lets the editor call exactly the read routes and the personal centre', () => {
    const editor = t.app.ctx.users.authoritySet(userId('editor'));
    expect(EDITOR_MAY.length).toBeGreaterThan(20);
    const allowed = rules().filter((r) => r.access === 'signedIn' || (Array.isArray(r.access) && isAllowed(editor, r.access)));
    expect(allowed.map((r) => accessKey(r.method, r.url)).sort()).toEqual([...EDITOR_MAY].sort());
  });

  it('never lets a read permission (x:list) open a write route', () => {
    // eladmin's two tree reads that travel as POST with an id array.
    const readPosts = ['POST /api/dept/superior', 'POST /api/menus/superior'];
    const writes = rules().filter((r) => r.method !== 'GET' && Array.isArray(r.access) && !readPosts.includes(accessKey(r.method, r.url)));
    expect(writes.length).toBeGreaterThan(0);
    for (const rule of writes) {
      expect({ route: accessKey(rule.method, rule.url), lists: (rule.access as readonly string[]).filter((p) => p.endsWith(':list')) }).toEqual({
        route: accessKey(rule.method, rule.url),
        lists: [],
      });
    }
  });

  it('keeps anonymous access to the sign-in routes only', () => {
    expect(rules().filter((r) => r.access === 'public').map((r) => accessKey(r.method, r.url))).toEqual(['GET /auth/code', 'POST /auth/login']);
  });
});

describe.each(Object.keys(SAMPLES).sort())('%s', (key) => {
  const sample = SAMPLES[key]!;
  // Public routes (the sign-in pair) are recognised by their samples' keys here; the
  // policy test above checks that exactly those are public.
  const isPublic = key === 'GET /auth/code' || key === 'POST /auth/login';

  if (isPublic) {
    it('is public: served without a token', async () => {
      const rule = ruleOf(key);
      expect(rule.access).toBe('public');
      expectServed(await send(rule, null), sample);
    });
    return;
  }

  it('answers 401 without a token, with a malformed, an unknown and a revoked token (HEAD too)', async () => {
    const rule = ruleOf(key);
    expectRefused(await send(rule, null), 401);
    expectRefused(await send(rule, null, 'Bearer forged.token.value'), 401);
    expectRefused(await send(rule, null, `Bearer ${randomBytes(32).toString('base64url')}`), 401);
    const revoked = as('admin');
    t.app.ctx.tokens.revoke(t.app.ctx.tokens.resolve(revoked.token)!.tokenHash);
    expectRefused(await send(rule, null, revoked.token), 401);
    if (rule.method === 'GET') expect((await t.app.inject({ method: 'HEAD', url: rule.url.replace(':id', '1') })).statusCode).toBe(401);
  });

  it('answers 403 to a user without its authorities, or serves any signed-in user if it needs none', async () => {
    const rule = ruleOf(key);
    const needs = rule.access === 'signedIn' ? null : rule.access;
    const res = await send(rule, as('nobody'));
    if (needs) expectRefused(res, 403);
    else expectServed(res, sample);
  });

  it('answers the editor by the editor’s real authorities', async () => {
    const rule = ruleOf(key);
    const needs = rule.access === 'signedIn' ? null : (rule.access as readonly string[]);
    const editor = as('editor');
    const res = await send(rule, editor);
    if (!needs || isAllowed(t.app.ctx.users.authoritySet(editor.userId), needs)) expectServed(res, sample);
    else expectRefused(res, 403);
  });

  it('serves admin', async () => {
    expectServed(await send(ruleOf(key), as('admin')), sample);
  });
});
