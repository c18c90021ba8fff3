/**
 * Who may call what: the one table the guard reads. `public` needs nothing,
 * `signedIn` a valid token, a list any one of those authorities (a user holding
 * `admin` passes every list). Every /api and /auth route must appear here; the app
 * refuses to start otherwise, so a new route cannot be left unguarded by mistake.
 */
export type Access = 'public' | 'signedIn' | readonly string[];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AccessRule {
  method: Method;
  /** The route pattern as registered with fastify. */
  url: string;
  access: Access;
}

export const ACCESS_RULES: readonly AccessRule[] = [
  { method: 'GET', url: '/auth/code', access: 'public' },
  { method: 'POST', url: '/auth/login', access: 'public' },
  { method: 'GET', url: '/auth/info', access: 'signedIn' },
  { method: 'DELETE', url: '/auth/logout', access: 'signedIn' },
  // Monitoring (issue 15), yshop's permissions (docs/monitor-wire.md). 在线用户's export
  // and 强退 need the list's permission too: a session list is not for every signed-in user.
  { method: 'GET', url: '/auth/online', access: ['auth_online'] },
  { method: 'DELETE', url: '/auth/online', access: ['auth_online'] },
  { method: 'GET', url: '/auth/online/download', access: ['auth_online'] },

  { method: 'GET', url: '/api/menus/build', access: 'signedIn' },
  // 角色管理's 菜单分配 reads the tree too (eladmin's menus/lazy also admits roles:list).
  { method: 'GET', url: '/api/menus/tree', access: ['menu:list', 'menu:add', 'menu:edit', 'roles:list'] },
  { method: 'GET', url: '/api/menus', access: ['menu:list'] },
  { method: 'POST', url: '/api/menus', access: ['menu:add'] },
  { method: 'PUT', url: '/api/menus', access: ['menu:edit'] },
  { method: 'DELETE', url: '/api/menus', access: ['menu:del'] },

  { method: 'GET', url: '/api/dict', access: ['dict:list'] },
  { method: 'POST', url: '/api/dict', access: ['dict:add'] },
  { method: 'PUT', url: '/api/dict', access: ['dict:edit'] },
  { method: 'DELETE', url: '/api/dict/:id', access: ['dict:del'] },
  // Every screen's dictionary hook reads entries, so any signed-in user may.
  { method: 'GET', url: '/api/dictDetail', access: 'signedIn' },
  { method: 'POST', url: '/api/dictDetail', access: ['dict:add'] },
  { method: 'PUT', url: '/api/dictDetail', access: ['dict:edit'] },
  { method: 'DELETE', url: '/api/dictDetail/:id', access: ['dict:del'] },

  // Personal centre: the handlers only ever touch the caller's own record.
  { method: 'PUT', url: '/api/users/center', access: 'signedIn' },
  { method: 'POST', url: '/api/users/updatePass', access: 'signedIn' },
  { method: 'POST', url: '/api/users/updateAvatar', access: 'signedIn' },
  // Sign-in locks (server/auth/lock-routes.ts): seeing them is part of managing users.
  { method: 'GET', url: '/api/users/locks', access: ['user:edit'] },
  { method: 'DELETE', url: '/api/users/locks', access: ['user:edit'] },

  { method: 'GET', url: '/api/pictures', access: ['pictures:list'] },
  { method: 'POST', url: '/api/pictures', access: ['pictures:add'] },
  // System management (issue 14). Exports need the list permission here (none in the originals).
  { method: 'GET', url: '/api/users', access: ['user:list'] },
  { method: 'GET', url: '/api/users/download', access: ['user:list'] },
  { method: 'POST', url: '/api/users', access: ['user:add'] },
  { method: 'PUT', url: '/api/users', access: ['user:edit'] },
  { method: 'DELETE', url: '/api/users', access: ['user:del'] },
  // eladmin checks nothing here; its console shows the button with user:add.
  { method: 'PUT', url: '/api/users/resetPwd', access: ['user:add', 'user:edit'] },
  { method: 'GET', url: '/api/roles', access: ['roles:list'] },
  // The user dialog's role options.
  { method: 'GET', url: '/api/roles/all', access: ['roles:list', 'user:add', 'user:edit'] },
  { method: 'GET', url: '/api/roles/level', access: 'signedIn' },
  { method: 'GET', url: '/api/roles/download', access: ['roles:list'] },
  { method: 'GET', url: '/api/roles/:id', access: ['roles:list'] },
  { method: 'POST', url: '/api/roles', access: ['roles:add'] },
  { method: 'PUT', url: '/api/roles', access: ['roles:edit'] },
  { method: 'PUT', url: '/api/roles/menu', access: ['roles:edit'] },
  { method: 'DELETE', url: '/api/roles', access: ['roles:del'] },
  // 用户管理 reads depts and jobs for its tree filter and dialog.
  // 用户管理's dept filter and 角色管理's 数据权限 tree read the depts too.
  { method: 'GET', url: '/api/dept', access: ['dept:list', 'user:list', 'roles:add', 'roles:edit'] },
  { method: 'POST', url: '/api/dept/superior', access: ['dept:list', 'user:list'] },
  { method: 'GET', url: '/api/dept/download', access: ['dept:list'] },
  { method: 'POST', url: '/api/dept', access: ['dept:add'] },
  { method: 'PUT', url: '/api/dept', access: ['dept:edit'] },
  { method: 'DELETE', url: '/api/dept', access: ['dept:del'] },
  { method: 'GET', url: '/api/job', access: ['job:list', 'user:list'] },
  { method: 'GET', url: '/api/job/download', access: ['job:list'] },
  { method: 'POST', url: '/api/job', access: ['job:add'] },
  { method: 'PUT', url: '/api/job', access: ['job:edit'] },
  { method: 'DELETE', url: '/api/job', access: ['job:del'] },
  // 角色管理's 菜单分配 tree; `superior` serves the menu editor.
  { method: 'GET', url: '/api/menus/lazy', access: ['menu:list', 'roles:list'] },
  { method: 'GET', url: '/api/menus/child', access: ['menu:list', 'roles:list'] },
  { method: 'POST', url: '/api/menus/superior', access: ['menu:list'] },
  // 操作日志 and 异常日志 (issue 15); the stack text needs logError:detail.
  { method: 'GET', url: '/api/logs', access: ['log:list'] },
  { method: 'GET', url: '/api/logs/download', access: ['log:list'] },
  { method: 'DELETE', url: '/api/logs/del/info', access: ['logInfo:remove'] },
  { method: 'GET', url: '/api/logs/error', access: ['logError:list'] },
  { method: 'GET', url: '/api/logs/error/download', access: ['logError:list'] },
  { method: 'GET', url: '/api/logs/error/:id', access: ['logError:detail'] },
  { method: 'DELETE', url: '/api/logs/del/error', access: ['logError:remove'] },
  // The personal centre's own operations.
  { method: 'GET', url: '/api/logs/user', access: 'signedIn' },
];

/** `admin` passes every check; otherwise holding any one listed authority suffices. */
export function isAllowed(authorities: ReadonlySet<string>, required: readonly string[]): boolean {
  if (authorities.has('admin')) return true;
  return required.some((p) => authorities.has(p));
}

export function accessKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** Routes under these prefixes are the contract's; each must have a rule. */
export function isGuardedPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/auth' || url.startsWith('/auth/');
}
