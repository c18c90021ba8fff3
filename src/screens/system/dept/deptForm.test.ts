import type { Dept } from '@/entities/dept/dept';
import { checkDept, deptFormValues } from './deptForm';

const dept = (id: number, pid: number | null): Dept => ({ id, name: `部门${id}`, pid, topPid: undefined, sort: 2, enabled: false, hasChildren: false, subCount: 0, children: undefined, createTime: '' });

describe('deptFormValues', () => {
  it('starts a new dept at the top, sort 999, 启用', () => {
    expect(deptFormValues(undefined)).toEqual({ name: '', sort: '999', top: true, pid: null, enabled: true });
  });
  it('reads the row being edited: a child is not top and keeps its parent', () => {
    expect(deptFormValues(dept(4, 2))).toEqual({ name: '部门4', sort: '2', top: false, pid: 2, enabled: false });
    expect(deptFormValues(dept(1, null))).toMatchObject({ top: true, pid: null });
  });
});

describe('checkDept', () => {
  it('names every wrong field with the originals\' messages', () => {
    expect(checkDept({ name: ' ', sort: '', top: false, pid: null, enabled: true }, undefined)).toEqual({
      ok: false,
      errors: { name: '请输入名称', sort: '请输入序号', pid: '上级部门不能为空' },
    });
    expect(checkDept({ name: '研发', sort: '-3', top: true, pid: null, enabled: true }, undefined)).toEqual({ ok: false, errors: { sort: '排序必须在 0 到 999 之间' } });
  });

  it('warns 上级部门不能为空 (sic) when a dept is its own parent', () => {
    expect(checkDept({ name: '研发', sort: '1', top: false, pid: 4, enabled: true }, 4)).toEqual({ ok: false, errors: { pid: '上级部门不能为空' } });
  });

  it('gives the form to send: no parent at the top, whatever was picked before', () => {
    expect(checkDept({ name: ' 研发 ', sort: '1', top: true, pid: 3, enabled: false }, 4)).toEqual({ ok: true, value: { id: 4, name: '研发', sort: 1, pid: null, enabled: false } });
    expect(checkDept({ name: '研发', sort: '0', top: false, pid: 3, enabled: true }, undefined)).toEqual({ ok: true, value: { name: '研发', sort: 0, pid: 3, enabled: true } });
  });
});
