import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow } from '../../api/resource/schema';
import { isObject } from '../../api/resource/wire';
import { fakeHttp } from '../../testing/fakeHttp';
import { useResourceForest } from './useResourceForest';

/* A made-up tree resource (the kit knows no entity): nested rows, pid 0 or null at the top, eladmin's hasChildren. */
interface Node {
  id: number;
  name: string;
  pid: number | null;
  hasChildren: boolean;
  children: Node[] | undefined;
}
const nodeOf = (raw: unknown): Node => {
  const row = isObject(raw) ? raw : {};
  const children = Array.isArray(row.children) ? row.children.map(nodeOf) : undefined;
  return { id: Number(row.id), name: String(row.name), pid: typeof row.pid === 'number' && row.pid !== 0 ? row.pid : null, hasChildren: row.hasChildren === true || (children?.length ?? 0) > 0, children };
};
const nodes = defineResource({
  name: 'kitForestNode',
  title: '部门',
  url: 'api/dept',
  row: wireRow({ id: wire.id, name: wire.name, pid: wire.read((value) => (typeof value === 'number' && value !== 0 ? value : null)), hasChildren: wire.flag, children: wire.read((): Node[] | undefined => undefined) }),
  page: (body) => {
    if (!isObject(body) || !Array.isArray(body.content)) return undefined;
    const top = body.content.find((raw) => isObject(raw) && raw.pid === 0);
    return { content: body.content.map(nodeOf), totalElements: body.content.length, skipped: [], topPid: top ? (0 as const) : null };
  },
  idOf: (node: Node) => node.id,
  labelOf: (node) => node.name,
  newForm: () => ({}) as { id?: number },
  formOf: (node) => ({ id: node.id }),
  bodyOf: (form) => form,
});

function renderForest() {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useResourceForest(nodes), { wrapper });
}

describe('useResourceForest', () => {
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
    expect(http.calls.map((call) => call.params)).toEqual([{}, { pid: 7 }]);
  });

  it('says when the tree cannot be loaded', async () => {
    await fakeHttp({ 'GET api/dept': { status: 500, data: { status: 500, message: '坏了' } } });
    const { result } = renderForest();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.forest.byId.size).toBe(0);
  });
});
