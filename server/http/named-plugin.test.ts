import Fastify from 'fastify';
import { namedPlugin } from './named-plugin';

test('a named plugin is listed under its name and serves its routes under the prefix', async () => {
  const app = Fastify();
  let scopeName = '';
  await app.register(
    namedPlugin('goods', async (scope) => {
      scopeName = scope.pluginName;
      scope.get('/list', async () => ({ ok: true }));
    }),
    { prefix: '/api/goods' },
  );
  await app.ready();
  expect(scopeName).toBe('goods');
  expect(app.printPlugins()).toContain('goods');
  expect((await app.inject({ method: 'GET', url: '/api/goods/list' })).json()).toEqual({ ok: true });
  await app.close();
});
