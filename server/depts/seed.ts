import type { ResourceSeed } from '../db/seed';
import { crudButtons, page } from '../db/seed-menus';

/** eladmin's clean shape: one root, two branches, leaves under each; 部门管理 and dept_status. */
export const deptSeed: ResourceSeed = {
  menus: [
    {
      folder: 'system',
      sort: 4,
      menu: page('部门管理', 'dept', 'system/dept/index', 'Dept', 'dept', { permission: 'dept:list', editor: true, children: crudButtons('dept', '部门') }),
    },
  ],
  dicts: [{ name: 'dept_status', remark: '部门状态', entries: [['启用', '1'], ['停用', '0']], sort: 2 }],
  rows: ({ db, at }) => {
    const insert = db.prepare('INSERT INTO depts (pid, name, sort, create_time) VALUES (?, ?, ?, ?)');
    const dept = (pid: number | null, name: string, sort: number): number => Number(insert.run(pid, name, sort, at).lastInsertRowid);
    const hq = dept(null, '总部', 1);
    const rnd = dept(hq, '研发部', 1);
    const ops = dept(hq, '运营部', 2);
    dept(rnd, '前端组', 1);
    dept(rnd, '后端组', 2);
    dept(ops, '客服部', 1);
    dept(ops, '市场部', 2);
  },
};
