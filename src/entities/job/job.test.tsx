import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { jobs } from './job';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('the job entity', () => {
  it('reads eladmin’s rows (jobSort, no dept) and yshop’s (sort, dept, ISO dates) into one shape', () => {
    const page = jobs.parsePage({
      content: [
        { id: 8, name: '人事专员', jobSort: 3, enabled: true, createTime: '2019-03-29 14:52:28', password: 'leaked' },
        { id: 11, name: '全栈开发2', sort: 2, enabled: 1, dept: { id: 2, name: '研发部1', pid: 7 }, deptSuperiorName: null, createTime: '2019-03-31T13:39:30.000+08:00' },
      ],
      totalElements: 2,
    })!;
    expect(page.content[0]).toEqual({ id: 8, name: '人事专员', sort: 3, enabled: true, dept: null, createTime: '2019-03-29 14:52:28' });
    expect(page.content[1]).toMatchObject({ id: 11, sort: 2, enabled: true, dept: { id: 2, name: '研发部1' } });
    expect(page.content[1]?.createTime).toMatch(/^2019-03-3\d \d\d:39:30$/);
    expect(page.rowsHaveDept).toBe(true);
  });

  it('defaults a missing sort to 999 and skips rows without id or name, saying why', () => {
    expect(jobs.parseRow({ id: 1, name: 'a' })).toMatchObject({ ok: true, value: { sort: 999, enabled: false } });
    expect(jobs.parseRow({ id: 1 })).toEqual({ ok: false, reason: '岗位 1 缺少名称' });
    expect(jobs.parseRow({ id: -1, name: 'a' })).toEqual({ ok: false, reason: '缺少有效的岗位 id' });
    expect(jobs.parseRow('x')).toEqual({ ok: false, reason: '不是一个岗位对象' });
    const page = jobs.parsePage({ content: [{ id: 2, name: 'b', jobSort: 1 }, null], totalElements: 2 })!;
    expect(page.content.map((job) => job.id)).toEqual([2]);
    expect(page.skipped).toEqual([{ index: 1, reason: '不是一个岗位对象' }]);
    expect(page.rowsHaveDept).toBe(false);
  });

  it('maps a row to its form once, and the form to the body a write sends (sort and jobSort, dept as {id})', () => {
    const job = jobs.parseRow({ id: 11, name: '全栈开发', sort: 2, enabled: true, dept: { id: 2, name: '研发部' } });
    if (!job.ok) throw new Error(job.reason);
    expect(jobs.bodyOf(jobs.formOf(job.value))).toEqual({ id: 11, name: '全栈开发', enabled: true, sort: 2, jobSort: 2, dept: { id: 2 } });
    expect(jobs.bodyOf(jobs.newForm())).toEqual({ name: '', enabled: true, sort: 999, jobSort: 999, dept: null });
  });

  it('has the permissions by convention, admin passing everything', () => {
    expect(jobs.permissions).toEqual({ list: ['admin', 'job:list'], add: ['admin', 'job:add'], edit: ['admin', 'job:edit'], del: ['admin', 'job:del'] });
    expect(jobs.exportUrl).toBe('api/job');
  });

  it('lists through one endpoint, every job (a select’s options) through the same one, and a write refetches both', async () => {
    const http = await fakeHttp({
      'GET api/job': { status: 200, data: { content: [{ id: 8, name: '人事专员', jobSort: 3, enabled: true }], totalElements: 1 } },
      'POST api/job': { status: 201 },
    });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(
      () => ({ page: jobs.useList({ page: 0, size: 10, sort: jobs.sort }), all: jobs.useAll({ enabled: true }), create: jobs.useCreate()[0] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.all.data?.map((job) => job.name)).toEqual(['人事专员']));
    expect(result.current.page.data?.content.map((job) => job.name)).toEqual(['人事专员']);
    const gets = () => http.calls.filter((call) => call.key === 'GET api/job').map((call) => call.params);
    expect(gets()).toEqual([
      { page: 0, size: 10, sort: ['sort,asc', 'id,desc'] },
      { page: 0, size: 9999, enabled: true },
    ]);
    await act(() => result.current.create(jobs.bodyOf({ ...jobs.newForm(), name: '店长' })).unwrap());
    await waitFor(() => expect(gets()).toHaveLength(4));
    expect(jobs.endpointNames).toMatchObject({ list: 'jobList', all: undefined });
  });
});
