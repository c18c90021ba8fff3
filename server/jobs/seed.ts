import type { ResourceSeed } from '../db/seed';
import { crudButtons, page } from '../db/seed-menus';

/** Four jobs with their depts (seeded before), 岗位管理 and job_status. */
export const jobSeed: ResourceSeed = {
  menus: [
    {
      folder: 'system',
      sort: 5,
      menu: page('岗位管理', 'job', 'system/job/index', 'Job', 'Steve-Jobs', { permission: 'job:list', editor: true, children: crudButtons('job', '岗位') }),
    },
  ],
  dicts: [{ name: 'job_status', remark: '岗位状态', entries: [['启用', '1'], ['停用', '0']], sort: 3 }],
  rows: ({ db, at }) => {
    const deptId = db.prepare<[string], number>('SELECT id FROM depts WHERE name = ?').pluck();
    const insert = db.prepare('INSERT INTO jobs (name, sort, dept_id, create_time) VALUES (?, ?, ?, ?)');
    const jobs: ReadonlyArray<readonly [name: string, dept: string]> = [
      ['全栈开发', '研发部'],
      ['前端开发', '前端组'],
      ['运营专员', '运营部'],
      ['客服专员', '客服部'],
    ];
    jobs.forEach(([name, dept], i) => insert.run(name, i + 1, deptId.get(dept) ?? null, at));
  },
};
