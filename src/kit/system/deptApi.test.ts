import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { deptApi } from './deptApi';
import { DEPT_TAG } from './tags';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('deptApi', () => {
  it('asks the dept tree without a filter, and the children by pid', async () => {
    const http = await fakeHttp({
      'GET api/dept': (request) => ({ status: 200, data: request.params?.pid === 7 ? [{ id: 2, name: '研发部', pid: 7 }] : { content: [{ id: 7, name: '华南分部', pid: null, hasChildren: true }], totalElements: 1 } }),
    });
    const store = makeStore();
    const top = await store.dispatch(deptApi.endpoints.deptTree.initiate()).unwrap();
    expect(top.content[0]).toMatchObject({ id: 7, hasChildren: true, children: undefined });
    const children = await store.dispatch(deptApi.endpoints.deptChildren.initiate(7)).unwrap();
    expect(children.content.map((dept) => dept.id)).toEqual([2]);
    expect(http.calls.map((call) => [call.key, call.params])).toEqual([
      ['GET api/dept', undefined],
      ['GET api/dept', { pid: 7 }],
    ]);
  });

  it('refetches the dept tree when a dept write invalidates its tag', async () => {
    const http = await fakeHttp({ 'GET api/dept': { status: 200, data: { content: [], totalElements: 0 } } });
    const store = makeStore();
    const subscription = store.dispatch(deptApi.endpoints.deptTree.initiate());
    await subscription.unwrap();
    store.dispatch(deptApi.util.invalidateTags([DEPT_TAG]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(deptApi.endpoints.deptTree.initiate()).unwrap();
    expect(http.calls.filter((call) => call.key === 'GET api/dept')).toHaveLength(2);
    subscription.unsubscribe();
  });
});
