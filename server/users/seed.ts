import type { ResourceSeed } from '../db/seed';
import { crudButtons, page } from '../db/seed-menus';

/** admin and editor (password 123456) in their depts, jobs and roles (seeded before); 用户管理 and user_status. */
export const userSeed: ResourceSeed = {
  menus: [
    {
      folder: 'system',
      sort: 1,
      menu: page('用户管理', 'user', 'system/user/index', 'User', 'peoples', { permission: 'user:list', editor: true, children: crudButtons('user', '用户') }),
    },
  ],
  dicts: [{ name: 'user_status', remark: '用户状态', entries: [['激活', '1'], ['禁用', '0']], sort: 1 }],
  passwords: 2,
  rows: ({ db, at, defaultPasswordHash }) => {
    const id = (table: 'depts' | 'jobs' | 'roles', column: 'name' | 'permission', value: string): number | null =>
      db.prepare<[string], number>(`SELECT id FROM ${table} WHERE ${column} = ?`).pluck().get(value) ?? null;
    const insert = db.prepare(`INSERT INTO users
      (username, nick_name, sex, email, phone, password_hash, enabled, dept_id, job_id, create_time)
      VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`);
    const link = db.prepare('INSERT INTO users_roles (user_id, role_id) VALUES (?, ?)');
    const admin = insert.run('admin', '管理员', '男', 'admin@shop.example.com', '18888888888', defaultPasswordHash(), id('depts', 'name', '研发部'), id('jobs', 'name', '全栈开发'), at);
    link.run(admin.lastInsertRowid, id('roles', 'permission', 'admin'));
    const editor = insert.run('editor', '编辑', '女', 'editor@shop.example.com', '13800000000', defaultPasswordHash(), id('depts', 'name', '运营部'), id('jobs', 'name', '运营专员'), at);
    link.run(editor.lastInsertRowid, id('roles', 'permission', 'editor'));
  },
};
