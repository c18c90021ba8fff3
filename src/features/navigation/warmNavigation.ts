import { navigationFromMenus } from './navigationFromMenus';

// An entry in the back ends' api/menus/build shape.
const entry = (path: string, title: string, component: string, more: Record<string, unknown> = {}) => ({
  name: title,
  path,
  hidden: false,
  component,
  meta: { title, icon: 'list', noCache: true },
  ...more,
});
const folder = (path: string, title: string, children: unknown[]) => entry(path, title, 'Layout', { redirect: 'noredirect', alwaysShow: true, children });

// Small, but taking the usual paths: a folder with pages, a hidden page and a nested
// folder, and external links.
const SAMPLE = [
  folder('/system', '系统管理', [
    entry('user', '用户管理', 'system/user/index'),
    entry('dict', '字典管理', 'system/dict/index', { meta: { title: '字典管理', icon: 'dictionary', noCache: false } }),
    entry('hidden', '隐藏页', 'system/hidden/index', { hidden: true }),
    folder('tools', '工具', [entry('swagger', '接口文档', 'tools/swagger/index')]),
  ]),
  entry('https://example.com/frame', '外部页面', 'Layout'),
  entry('https://github.com/elunez/eladmin', '项目主页', 'Layout'),
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
