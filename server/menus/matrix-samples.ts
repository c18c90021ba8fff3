import { json, type Samples } from '../testing/matrix';
import type { MenuInput } from './repository';

export const samples: Samples = (env) => {
  const menuInput = (): MenuInput => ({
    pid: 0,
    type: 1,
    name: env.unique('矩阵菜单'),
    path: env.unique('matrix'),
    component: 'matrix/index',
    componentName: null,
    icon: null,
    sort: 900,
    iFrame: false,
    cache: false,
    hidden: false,
    permission: null,
  });
  const fixtureMenu = () => env.t.app.ctx.menus.create(menuInput(), env.t.clock.now()).id;
  return {
    'GET /api/menus/build': { request: () => json('GET', '/api/menus/build'), status: 200, editor: true },
    'GET /api/menus/tree': { request: () => json('GET', '/api/menus/tree'), status: 200, editor: true },
    'GET /api/menus': { request: () => json('GET', '/api/menus?blurry=matrix'), status: 200, editor: true },
    'POST /api/menus': { request: () => json('POST', '/api/menus', { ...menuInput(), iFrame: false }), status: 201 },
    'PUT /api/menus': { request: () => json('PUT', '/api/menus', { ...menuInput(), id: fixtureMenu() }), status: 204 },
    'DELETE /api/menus': { request: () => json('DELETE', '/api/menus', [fixtureMenu()]), status: 200 },
    'GET /api/menus/lazy': { request: () => json('GET', '/api/menus/lazy?pid=0'), status: 200, editor: true },
    'GET /api/menus/child': { request: () => json('GET', `/api/menus/child?id=${fixtureMenu()}`), status: 200, editor: true },
    'POST /api/menus/superior': { request: () => json('POST', '/api/menus/superior', [fixtureMenu()]), status: 200, editor: true },
  };
};
