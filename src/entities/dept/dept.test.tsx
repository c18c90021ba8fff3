import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { jobs } from '../job/job';
import { depts, parseDeptPage, type Dept } from './dept';

const ok = (raw: unknown): Dept => {
  const result = depts.parseRow(raw);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};
const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

// eladmin, `GET api/dept` with no filter: the top level, children to load.
const eladminTop = {
  content: [{ id: 1, name: '华南分部', pid: null, deptSort: 0, enabled: true, subCount: 2, hasChildren: true, leaf: false, label: '华南分部', createTime: '2019-03-25 09:15:32' }],
  totalElements: 1,
};
// yshop: the whole tree nested, pid 0 at the top, children left out when empty, ISO dates.
const yshopTree = {
  content: [
    {
      id: 1,
      name: '1111',
      pid: 0,
      enabled: true,
      label: '1111',
      createTime: '2019-03-25T09:14:05.000+08:00',
      children: [
        { id: 7, name: '华南分部', pid: 1, enabled: true, label: '华南分部', createTime: '2019-03-25T09:15:32.000+08:00', children: [{ id: 2, name: '研发部1', pid: 7, enabled: false, label: '研发部1', createTime: 1553476532000 }] },
        { id: 8, name: '华北分部', pid: 1, enabled: true, label: '华北分部', createTime: '2019-03-25 09:15:32' },
      ],
    },
  ],
  totalElements: 4,
};

describe('the dept entity', () => {
  it('reads eladmin’s lazy row: pid null as top, deptSort, hasChildren without children', () => {
    const page = parseDeptPage(eladminTop)!;
    expect(page.content).toEqual([{ id: 1, name: '华南分部', pid: null, sort: 0, enabled: true, hasChildren: true, subCount: 2, children: undefined, createTime: '2019-03-25 09:15:32' }]);
    expect(page.content[0]?.topPid).toBeUndefined();
    expect(page.topPid).toBeNull();
    expect(page.rowsHaveSort).toBe(true);
  });

  it('hands the tree over frozen at the top, so the store keeps it without walking every dept', () => {
    const page = parseDeptPage(yshopTree)!;
    expect(Object.isFrozen(page)).toBe(true);
    expect(() => {
      (page as { topPid: number | null }).topPid = 5;
    }).toThrow(TypeError);
  });

  it('reads yshop’s nested tree: pid 0 as top, children nested, the three date forms', () => {
    const page = parseDeptPage(yshopTree)!;
    expect(page.rowsHaveSort).toBe(false);
    const [root] = page.content;
    expect(root).toMatchObject({ id: 1, pid: null, sort: 999, hasChildren: true });
    expect(root?.children?.map((dept) => dept.id)).toEqual([7, 8]);
    const south = root!.children![0]!;
    expect(south.children?.[0]).toMatchObject({ id: 2, pid: 7, enabled: false, hasChildren: false });
    expect(south.children?.[0]?.createTime).toMatch(/^2019-03-2\d \d\d:15:32$/);
    expect(root!.children![1]).toMatchObject({ children: undefined, hasChildren: false, createTime: '2019-03-25 09:15:32' });
    expect(page.topPid).toBe(0);
    expect(page.totalElements).toBe(4);
  });

  it('skips a bad child and lists it under its top-level row', () => {
    const page = parseDeptPage({ content: [{ id: 1, name: 'a', children: [{ id: 'x' }, { id: 3, name: 'c' }] }, 5, { id: 4, name: 'd' }] })!;
    expect(page.content.map((dept) => dept.id)).toEqual([1, 4]);
    expect(page.content[0]?.children?.map((dept) => dept.id)).toEqual([3]);
    expect(page.skipped).toEqual([
      { index: 0, reason: '部门「a」的下级：缺少有效的部门 id' },
      { index: 1, reason: '不是一个部门对象' },
    ]);
  });

  it('accepts a bare array and a missing content; refuses what is not a page', () => {
    expect(parseDeptPage([{ id: 1, name: 'a', pid: 0 }])?.content).toHaveLength(1);
    expect(parseDeptPage({ totalElements: 0 })).toEqual({ content: [], totalElements: 0, skipped: [], topPid: null, rowsHaveSort: false });
    expect(parseDeptPage('x')).toBeUndefined();
  });

  it('reads the label when the name is missing, and refuses nesting deeper than an answer can sensibly have', () => {
    expect(ok({ id: 1, label: '总部' }).name).toBe('总部');
    let deep: Record<string, unknown> = { id: 1000, name: 'leaf' };
    for (let i = 999; i >= 1; i -= 1) deep = { id: i, name: `d${i}`, children: [deep] };
    const parsed = parseDeptPage({ content: [deep] })!;
    expect(parsed.content).toHaveLength(1);
    expect(parsed.skipped).toHaveLength(1);
    expect(parsed.skipped[0]?.reason).toMatch(/部门 202 的层级过深$/);
  });

  it('refuses a row without id or name, saying why', () => {
    expect(depts.parseRow({ id: 4 })).toEqual({ ok: false, reason: '部门 4 缺少名称' });
    expect(depts.parseRow({ name: 'x' })).toEqual({ ok: false, reason: '缺少有效的部门 id' });
    expect(depts.parseRow(null)).toEqual({ ok: false, reason: '不是一个部门对象' });
  });

  it('keeps each row’s pid as sent, a cycle too (the forest reports it), and reads pid "0" as the top', () => {
    const page = parseDeptPage({ content: [{ id: 1, name: 'a', pid: 2 }, { id: 2, name: 'b', pid: 1 }, { id: 3, name: 'c', pid: '0' }] })!;
    expect(page.content.map((dept) => [dept.id, dept.pid])).toEqual([[1, 2], [2, 1], [3, null]]);
    expect(page.topPid).toBe(0);
  });
});

describe('dept write bodies', () => {
  it('sends sort and deptSort, and the top level as the back end showed it', () => {
    const top = ok({ id: 1, name: '总部', pid: 0, enabled: true, children: [], createTime: '2019-03-25 09:15:32' });
    expect(depts.bodyOf(depts.formOf(top))).toEqual({ id: 1, name: '总部', pid: 0, enabled: true, sort: 999, deptSort: 999 });
    expect(depts.bodyOf(depts.formOf(ok({ id: 1, name: '总部', pid: null, deptSort: 2 })))).toEqual({ id: 1, name: '总部', pid: null, enabled: false, sort: 2, deptSort: 2 });
    expect(depts.bodyOf({ name: '新部门', pid: null, enabled: true, sort: 3, topPid: null })).toEqual({ name: '新部门', pid: null, enabled: true, sort: 3, deptSort: 3 });
    expect(depts.bodyOf({ name: 'x', pid: 7, enabled: false, sort: 1, topPid: 0 }).pid).toBe(7);
    expect(depts.bodyOf({ ...depts.newForm(), name: '华东分部', topPid: 0 })).toEqual({ name: '华东分部', pid: 0, enabled: true, sort: 999, deptSort: 999 });
  });

  it('has the permissions by convention, and a write refreshes the lists showing dept names', async () => {
    expect(depts.permissions).toEqual({ list: ['admin', 'dept:list'], add: ['admin', 'dept:add'], edit: ['admin', 'dept:edit'], del: ['admin', 'dept:del'] });
    expect(depts.tag).toBe('Dept');
    const http = await fakeHttp({
      'GET api/dept': (request) => ({ status: 200, data: request.params?.pid === 7 ? [{ id: 2, name: '研发部', pid: 7 }] : { content: [{ id: 7, name: '华南分部', pid: null, hasChildren: true }], totalElements: 1 } }),
      'GET api/job': { status: 200, data: { content: [], totalElements: 0 } },
      'PUT api/dept': { status: 204 },
    });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ tree: depts.useList({}), children: depts.useLazyList()[0], jobs: jobs.useList({ page: 0, size: 10 }), update: depts.useUpdate()[0] }), { wrapper });
    await waitFor(() => expect(result.current.tree.data?.content[0]).toMatchObject({ id: 7, hasChildren: true, children: undefined }));
    const children = await act(() => result.current.children({ pid: 7 }).unwrap());
    expect(children.content.map((dept) => dept.id)).toEqual([2]);
    const gets = (key: string) => http.calls.filter((call) => call.key === key).map((call) => call.params);
    expect(gets('GET api/dept')).toEqual([{}, { pid: 7 }]);

    await waitFor(() => expect(gets('GET api/job')).toHaveLength(1));
    await act(() => result.current.update(depts.bodyOf(depts.formOf(result.current.tree.data!.content[0]!))).unwrap());
    await waitFor(() => expect(gets('GET api/job')).toHaveLength(2));
    await waitFor(() => expect(gets('GET api/dept')).toEqual([{}, { pid: 7 }, {}, { pid: 7 }]));
  });
});
