import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { useDeptForest } from './useDeptForest';

function renderForest() {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useDeptForest(), { wrapper });
}

describe('useDeptForest', () => {
  it('takes a nested tree (yshop, embedded) whole, opened when small, with its top pid 0', async () => {
    await fakeHttp({
      'GET api/dept': {
        status: 200,
        data: { content: [{ id: 1, name: '总部', pid: 0, children: [{ id: 2, name: '研发部', pid: 1, children: [{ id: 3, name: '前端组', pid: 2 }] }] }], totalElements: 3 },
      },
    });
    const { result } = renderForest();
    await waitFor(() => expect(result.current.forest.byId.size).toBe(3));
    expect(result.current).toMatchObject({ lazy: false, topPid: 0, failed: false, loadChildren: undefined });
    expect(result.current.expandedAtFirst).toEqual([1, 2]);
  });

  it('loads eladmin’s lazy levels by pid when a node opens', async () => {
    const http = await fakeHttp({
      'GET api/dept': (request) =>
        request.params?.pid === 7
          ? { status: 200, data: { content: [{ id: 2, name: '研发部', pid: 7, hasChildren: false }], totalElements: 1 } }
          : { status: 200, data: { content: [{ id: 7, name: '华南分部', pid: null, hasChildren: true }], totalElements: 1 } },
    });
    const { result } = renderForest();
    await waitFor(() => expect(result.current.lazy).toBe(true));
    expect(result.current.topPid).toBeNull();
    expect(result.current.expandedAtFirst).toEqual([]);
    await act(() => result.current.loadChildren!(7));
    expect(result.current.forest.byId.get(2)?.parentId).toBe(7);
    expect(http.calls.map((call) => call.params)).toEqual([undefined, { pid: 7 }]);
  });

  it('says when the tree cannot be loaded', async () => {
    await fakeHttp({ 'GET api/dept': { status: 500, data: { status: 500, message: '坏了' } } });
    const { result } = renderForest();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.forest.byId.size).toBe(0);
  });
});
