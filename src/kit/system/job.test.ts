import { parseJob } from './job';
import { parsePage } from './page';

describe('parseJob', () => {
  it('reads eladmin’s row (jobSort, no dept) and yshop’s (sort, dept, deptSuperiorName)', () => {
    const page = parsePage(
      {
        content: [
          { id: 8, name: '人事专员', jobSort: 3, enabled: true, createTime: '2019-03-29 14:52:28' },
          { id: 11, name: '全栈开发2', sort: 2, enabled: 1, dept: { id: 2, name: '研发部1', pid: 7 }, deptSuperiorName: null, createTime: '2019-03-31T13:39:30.000+08:00' },
        ],
        totalElements: 2,
      },
      parseJob,
    )!;
    expect(page.content[0]).toEqual({ id: 8, name: '人事专员', sort: 3, enabled: true, dept: null, createTime: '2019-03-29 14:52:28' });
    expect(page.content[1]).toMatchObject({ id: 11, sort: 2, enabled: true, dept: { id: 2, name: '研发部1' } });
    expect(page.content[1]?.createTime).toMatch(/^2019-03-3\d \d\d:39:30$/);
  });

  it('defaults a missing sort to 999 and refuses rows without id or name', () => {
    expect(parseJob({ id: 1, name: 'a' })).toMatchObject({ ok: true, value: { sort: 999, enabled: false } });
    expect(parseJob({ id: 1 })).toEqual({ ok: false, reason: '岗位 1 缺少名称' });
    expect(parseJob({ id: -1, name: 'a' }).ok).toBe(false);
  });
});
