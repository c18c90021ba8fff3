import { navigationFromMenus } from './navigationFromMenus';

// An api/menus/build answer in the back ends' shape, small but taking the usual paths:
// a folder with pages and a nested folder, a hidden page, external links.
const SAMPLE = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noredirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '系统管理', icon: 'system', noCache: true },
    children: [
      { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: { title: '用户管理', icon: 'peoples', noCache: true } },
      { name: 'Dict', path: 'dict', hidden: false, component: 'system/dict/index', meta: { title: '字典管理', icon: 'dictionary', noCache: false } },
      { name: 'Hidden', path: 'hidden', hidden: true, component: 'system/hidden/index', meta: { title: '隐藏页', icon: 'eye', noCache: true } },
      {
        name: 'Tools',
        path: 'tools',
        hidden: false,
        redirect: 'noredirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: { title: '工具', icon: 'tool', noCache: true },
        children: [{ name: 'Swagger', path: 'swagger', hidden: false, component: 'tools/swagger/index', meta: { title: '接口文档', icon: 'swagger', noCache: true } }],
      },
    ],
  },
  { name: 'Frame', path: 'https://example.com/frame', hidden: false, component: 'Layout', meta: { title: '外部页面', icon: 'link', noCache: true } },
  { path: 'https://github.com/elunez/eladmin', hidden: false, component: 'Layout', meta: { title: '项目主页', icon: 'github', noCache: true } },
];

/**
 * Turns a sample menus answer into a navigation once and throws it away, while the
 * login page is idle: the real answer, which arrives in the middle of signing in, then
 * runs code that is already compiled and warmed up. Its first, cold run took 2-3 ms of
 * the sign-in on these machines; a warm one takes a tenth of that.
 */
export function warmNavigation(): number {
  return navigationFromMenus(SAMPLE).routes.length;
}
