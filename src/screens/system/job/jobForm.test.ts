import type { SysJob } from '../../../kit/system/job';
import { checkJob, jobFormValues } from './jobForm';

const job: SysJob = { id: 4, name: '运营专员', sort: 3, enabled: false, dept: { id: 3, name: '运营部' }, createTime: '2026-11-22 10:00:00' };

describe('jobFormValues', () => {
  it('starts a new job at sort 999, 启用, no dept', () => {
    expect(jobFormValues(undefined)).toEqual({ name: '', sort: '999', enabled: true, deptId: null });
  });
  it('reads the row being edited', () => {
    expect(jobFormValues(job)).toEqual({ name: '运营专员', sort: '3', enabled: false, deptId: 3 });
  });
});

describe('checkJob', () => {
  it('names every wrong field with the originals\' messages', () => {
    const result = checkJob({ name: '  ', sort: '', enabled: true, deptId: null }, undefined, true);
    expect(result).toEqual({ ok: false, errors: { name: '请输入名称', sort: '请输入序号', deptId: '所属部门不能为空' } });
    expect(checkJob({ name: 'x'.repeat(51), sort: '1000', enabled: true, deptId: 1 }, undefined, true)).toEqual({
      ok: false,
      errors: { name: '名称不能超过 50 个字符', sort: '排序必须在 0 到 999 之间' },
    });
  });

  it('gives the form to send, trimmed, with the id when editing', () => {
    expect(checkJob({ name: ' 店长 ', sort: '5', enabled: false, deptId: 2 }, 9, true)).toEqual({ ok: true, value: { id: 9, name: '店长', sort: 5, enabled: false, deptId: 2 } });
  });

  it('needs no dept where the back end has none (eladmin), and sends none', () => {
    expect(checkJob({ name: '店长', sort: '0', enabled: true, deptId: 2 }, undefined, false)).toEqual({ ok: true, value: { name: '店长', sort: 0, enabled: true, deptId: null } });
  });
});
