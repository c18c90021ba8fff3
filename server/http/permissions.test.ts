import Fastify from 'fastify';
import { installGuard } from './guard';
import { isAllowed } from './permissions';

describe('isAllowed', () => {
  it('lets admin pass everything and otherwise needs any one listed authority', () => {
    expect(isAllowed(new Set(['admin']), ['menu:del'])).toBe(true);
    expect(isAllowed(new Set(['menu:list']), ['menu:list', 'menu:add'])).toBe(true);
    expect(isAllowed(new Set(['menu:list']), ['menu:add'])).toBe(false);
    expect(isAllowed(new Set(), [])).toBe(false);
  });
});

describe('installGuard', () => {
  it('refuses to start when an /api route has no access rule', async () => {
    const app = Fastify();
    installGuard(app, () => null);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/No access rule for GET \/api\/forgotten/);
    await app.close();
  });
});

// Every rule of the table against the real app, caller by caller:
// server/security/permission-matrix.test.ts.
