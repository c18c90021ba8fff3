import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerErrorHandler } from './errors';
import { integer } from './integer';
import { rawInput, useZodSchemas, type ZodTypeProvider } from './schema';

const errors: string[] = [];
let app: FastifyInstance;
let seen: unknown;
beforeEach(async () => {
  errors.length = 0;
  app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } } });
  registerErrorHandler(app, () => 0);
  useZodSchemas(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ name: z.string({ error: '名称不能为空' }), sort: integer({ message: '排序必须是整数' }).default(999) });
  typed.post('/things', { schema: { body, response: { 200: z.object({ name: z.string(), sort: z.number() }) } } }, async (request) => {
    seen = rawInput(request).body;
    return { ...request.body, secret: 'never sent' };
  });
  typed.get('/odd', { schema: { response: { 200: z.object({ name: z.string() }) } } }, async () => ({ name: Buffer.from([0, 255]) as unknown as string }));
  await app.ready();
});
afterEach(() => app.close());

const post = (payload?: unknown) =>
  app.inject({ method: 'POST', url: '/things', ...(payload !== undefined ? { payload: payload as object } : {}), headers: { 'content-type': 'application/json' } });

describe('route schemas (zod through the type provider)', () => {
  it('refuses bad input with the schema’s own message, or zod’s zh-CN wording, as a 400', async () => {
    expect((await post({ sort: 1 })).json()).toEqual({ status: 400, message: '名称不能为空', timestamp: expect.any(String) });
    expect((await post({ name: 'a', sort: '0x1' })).json()).toMatchObject({ status: 400, message: '排序必须是整数' });
    expect((await post([])).json()).toMatchObject({ status: 400, message: '无效输入：期望 object，实际接收 数组' });
  });

  it('reads a missing body as undefined, as handlers did', async () => {
    expect((await app.inject({ method: 'POST', url: '/things' })).json()).toMatchObject({ status: 400, message: '无效输入：期望 object，实际接收 undefined' });
  });

  it('hands the handler the parsed values, keeps what was sent, and sends only the fields the answer names', async () => {
    const res = await post({ name: 'a', extra: 1 });
    expect(res.body).toBe('{"name":"a","sort":999}');
    expect(seen).toEqual({ name: 'a', extra: 1 });
  });

  it('sends an answer its schema refuses as it was made, and logs the mismatch', async () => {
    const res = await app.inject({ method: 'GET', url: '/odd' });
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: '{"name":{"type":"Buffer","data":[0,255]}}' });
    expect(errors.join('')).toContain('answer of GET /odd does not match its response schema');
  });
});
