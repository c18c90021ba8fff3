import type { Db } from './connection';
import { SEED_MENUS, type SeedMenu } from './seed-menus';

export const DEFAULT_PASSWORD = '123456';

interface SeedDict {
  name: string;
  remark: string;
  entries: ReadonlyArray<readonly [label: string, value: string]>;
}

/** Values are numeric strings, as in the originals; the console turns them into integers. */
const SEED_DICTS: readonly SeedDict[] = [
  { name: 'user_status', remark: '用户状态', entries: [['激活', '1'], ['禁用', '0']] },
  { name: 'dept_status', remark: '部门状态', entries: [['启用', '1'], ['停用', '0']] },
  { name: 'job_status', remark: '岗位状态', entries: [['启用', '1'], ['停用', '0']] },
  {
    name: 'order_status',
    remark: '订单状态',
    entries: [
      ['待付款', '0'],
      ['待发货', '1'],
      ['待收货', '2'],
      ['待评价', '3'],
      ['已完成', '4'],
      ['已取消', '5'],
      ['退款中', '6'],
    ],
  },
];

export interface SeedDeps {
  now: () => number;
  hashPassword: (plain: string) => Promise<string>;
}

/**
 * Fills an empty database with a shop's starting data, once: the `seeded_at` marker
 * in `app_meta` is written in the same transaction, so a restart neither loses nor
 * duplicates anything. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, deps: SeedDeps): Promise<boolean> {
  const isSeeded = db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'");
  if (isSeeded.get()) return false;
  // bcrypt is async and cannot run inside a synchronous better-sqlite3 transaction.
  const adminHash = await deps.hashPassword(DEFAULT_PASSWORD);
  const editorHash = await deps.hashPassword(DEFAULT_PASSWORD);
  const t = deps.now();

  const seed = db.transaction((): boolean => {
    if (isSeeded.get()) return false;
    // eladmin's clean shape: one root, two branches, leaves under each.
    const insertDept = db.prepare('INSERT INTO depts (pid, name, sort, create_time) VALUES (?, ?, ?, ?)');
    const dept = (pid: number | null, name: string, sort: number): number =>
      Number(insertDept.run(pid, name, sort, t).lastInsertRowid);
    const hq = dept(null, '总部', 1);
    const rnd = dept(hq, '研发部', 1);
    const ops = dept(hq, '运营部', 2);
    const frontEnd = dept(rnd, '前端组', 1);
    dept(rnd, '后端组', 2);
    const service = dept(ops, '客服部', 1);
    dept(ops, '市场部', 2);

    const insertJob = db.prepare('INSERT INTO jobs (name, sort, dept_id, create_time) VALUES (?, ?, ?, ?)');
    const job = (name: string, sort: number, deptId: number): number => Number(insertJob.run(name, sort, deptId, t).lastInsertRowid);
    const fullStack = job('全栈开发', 1, rnd);
    job('前端开发', 2, frontEnd);
    const operator = job('运营专员', 3, ops);
    job('客服专员', 4, service);

    const insertRole = db.prepare(
      'INSERT INTO roles (name, permission, level, data_scope, description, create_time) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const role = (name: string, permission: string, level: number, scope: string, description: string): number =>
      Number(insertRole.run(name, permission, level, scope, description, t).lastInsertRowid);
    const adminRole = role('超级管理员', 'admin', 1, '全部', '拥有全部权限');
    const editorRole = role('编辑', 'editor', 2, '本级', '只能查看菜单、字典与系统管理的列表');
    role('普通用户', 'common', 3, '本级', '没有分配菜单的普通用户');

    const insertMenu = db.prepare(`INSERT INTO menus
      (pid, type, name, path, component, component_name, icon, sort, i_frame, cache, hidden, permission, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const linkMenu = db.prepare('INSERT INTO roles_menus (role_id, menu_id) VALUES (?, ?)');
    const addMenus = (menus: readonly SeedMenu[], pid: number | null): void => {
      menus.forEach((m, index) => {
        const id = Number(
          insertMenu.run(
            pid,
            m.type,
            m.title,
            m.path ?? null,
            m.component ?? null,
            m.componentName ?? null,
            m.icon ?? null,
            index + 1,
            m.iFrame ? 1 : 0,
            m.cache ? 1 : 0,
            m.hidden ? 1 : 0,
            m.permission ?? null,
            t,
          ).lastInsertRowid,
        );
        linkMenu.run(adminRole, id);
        if (m.editor) linkMenu.run(editorRole, id);
        if (m.children) addMenus(m.children, id);
      });
    };
    addMenus(SEED_MENUS, null);

    const insertUser = db.prepare(`INSERT INTO users
      (username, nick_name, sex, email, phone, password_hash, enabled, dept_id, job_id, create_time)
      VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`);
    const linkRole = db.prepare('INSERT INTO users_roles (user_id, role_id) VALUES (?, ?)');
    const admin = insertUser.run('admin', '管理员', '男', 'admin@shop.example.com', '18888888888', adminHash, rnd, fullStack, t);
    linkRole.run(admin.lastInsertRowid, adminRole);
    const editor = insertUser.run('editor', '编辑', '女', 'editor@shop.example.com', '13800000000', editorHash, ops, operator, t);
    linkRole.run(editor.lastInsertRowid, editorRole);

    const insertDict = db.prepare('INSERT INTO dicts (name, remark, create_time) VALUES (?, ?, ?)');
    const insertDetail = db.prepare(
      'INSERT INTO dict_details (dict_id, label, value, sort, create_time) VALUES (?, ?, ?, ?, ?)',
    );
    for (const d of SEED_DICTS) {
      const dictId = insertDict.run(d.name, d.remark, t).lastInsertRowid;
      d.entries.forEach(([label, value], i) => insertDetail.run(dictId, label, value, i + 1, t));
    }

    db.prepare("INSERT INTO app_meta (key, value) VALUES ('seeded_at', ?)").run(String(t));
    return true;
  });
  return seed.immediate();
}

/** What a resource's seed step is given: the open seeding transaction's database and its time. */
export interface SeedContext {
  db: Db;
  /** The creation time of every seeded row. */
  at: number;
}

/** A resource's rows in a new database; runs inside the one seeding transaction. */
export type SeedStep = (seed: SeedContext) => void;
