import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api';
import { fakeHttp } from '../../testing/fakeHttp';
import { defineResource } from './defineResource';
import { wire, wireRow, type RowOf } from './schema';
import { asRef, asRefs, type Ref } from './wire';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

// eladmin's several `jobs`, yshop's one `job`: an entity's own reader, in the one place.
const jobsOf = (value: unknown): Ref[] => (Array.isArray(value) ? asRefs(value) : [asRef(value)].filter((ref): ref is Ref => ref !== null));
const shape = { id: wire.id, username: wire.required((value) => (typeof value === 'string' && value !== '' ? value : undefined), '用户名'), jobs: wire.read(jobsOf) };
type Person = RowOf<typeof shape>;

const people = defineResource({
  name: 'kitPerson',
  title: '用户',
  url: 'api/kitPeople',
  row: wireRow(shape, { jobs: ['jobs', 'job'] }),
  idOf: (person: Person) => person.id,
  labelOf: (person) => person.username,
  newForm: () => ({}) as { id?: number },
  formOf: (person) => ({ id: person.id }),
  bodyOf: (form) => form,
  permission: 'user',
  actions: [],
});

describe('defineResource', () => {
  it('reads a field with the entity’s own reader and refuses a row its required reader refuses', () => {
    expect(people.parseRow({ id: 1, username: 'a', jobs: [{ id: 2, name: '全栈' }] })).toEqual({ ok: true, value: { id: 1, username: 'a', jobs: [{ id: 2, name: '全栈' }] } });
    expect(people.parseRow({ id: 1, username: 'a', job: { id: 3, name: '运营' } })).toEqual({ ok: true, value: { id: 1, username: 'a', jobs: [{ id: 3, name: '运营' }] } });
    expect(people.parseRow({ id: 4 })).toEqual({ ok: false, reason: '用户 4 缺少用户名' });
  });

  it('gives a read-only resource no add, edit or delete, not even to admin', () => {
    expect(people.permissions).toEqual({ list: ['admin', 'user:list'] });
  });

  it('reads a whole answer with the entity’s own page reader, and fetches on demand', async () => {
    const tree = defineResource({
      name: 'kitTree',
      title: '部门',
      url: 'api/kitTree',
      row: wireRow({ id: wire.id, name: wire.name }),
      idOf: (node: { id: number; name: string }) => node.id,
      labelOf: (node) => node.name,
      newForm: () => ({}) as { id?: number },
      formOf: (node) => ({ id: node.id }),
      bodyOf: (form) => form,
      page: (body) => (Array.isArray(body) ? { content: body as { id: number; name: string }[], totalElements: body.length, skipped: [], nested: true } : undefined),
    });
    const http = await fakeHttp({ 'GET api/kitTree': { status: 200, data: [{ id: 7, name: '华南分部' }] } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => tree.useLazyList(), { wrapper });
    expect(http.calls).toHaveLength(0);
    const answer = await act(() => result.current[0]({ pid: 7 }).unwrap());
    expect(answer).toEqual({ content: [{ id: 7, name: '华南分部' }], totalElements: 1, skipped: [], nested: true });
    expect(http.calls.map((call) => call.params)).toEqual([{ pid: 7 }]);
  });

  it('deletes each id on its own by path where the back end wants it, stopping at the first refusal', async () => {
    const entries = defineResource({ ...{ name: 'kitEntry', title: '字典', url: 'api/kitEntry' }, row: wireRow({ id: wire.id, name: wire.name }), idOf: (entry: { id: number; name: string }) => entry.id, labelOf: (entry) => entry.name, newForm: () => ({}) as { id?: number }, formOf: (entry) => ({ id: entry.id }), bodyOf: (form) => form, deleteByPath: true });
    const http = await fakeHttp({ 'DELETE api/kitEntry/1': { status: 200 }, 'DELETE api/kitEntry/2': { status: 400, data: { status: 400, message: '不能删除' } }, 'DELETE api/kitEntry/3': { status: 200 } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => entries.useDelete(), { wrapper });
    await act(() => result.current[0]([1]).unwrap());
    let refused: unknown;
    await act(async () => {
      refused = await result.current[0]([1, 2, 3]).unwrap().catch((error: unknown) => error);
    });
    expect(refused).toMatchObject({ message: '不能删除' });
    expect(http.calls.map((call) => [call.key, call.data])).toEqual([
      ['DELETE api/kitEntry/1', undefined],
      ['DELETE api/kitEntry/1', undefined],
      ['DELETE api/kitEntry/2', undefined],
    ]);
  });

  it('deletes several ids in one path where the back end joins them (yshop’s categories)', async () => {
    const cates = defineResource({ ...{ name: 'kitCate', title: '分类', url: 'api/kitCate' }, row: wireRow({ id: wire.id, name: wire.name }), idOf: (cate: { id: number; name: string }) => cate.id, labelOf: (cate) => cate.name, newForm: () => ({}) as { id?: number }, formOf: (cate) => ({ id: cate.id }), bodyOf: (form) => form, deleteByPath: 'joined' });
    const http = await fakeHttp({ 'DELETE api/kitCate/24,1': { status: 400, data: { status: 400, message: '当前分类下有商品不可删除' } } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => cates.useDelete(), { wrapper });
    let refused: unknown;
    await act(async () => {
      refused = await result.current[0]([24, 1]).unwrap().catch((error: unknown) => error);
    });
    expect(refused).toMatchObject({ message: '当前分类下有商品不可删除' });
    expect(http.calls.map((call) => [call.key, call.data])).toEqual([['DELETE api/kitCate/24,1', undefined]]);
  });

  it('checks a back end’s own authority strings where they do not follow prefix:action, admin still passing', () => {
    const goods = defineResource({
      ...{ name: 'kitGoods', title: '商品', url: 'api/kitGoods' },
      row: wireRow({ id: wire.id, name: wire.name }),
      idOf: (row: { id: number; name: string }) => row.id,
      labelOf: (row) => row.name,
      newForm: () => ({}) as { id?: number },
      formOf: (row) => ({ id: row.id }),
      bodyOf: (form) => form,
      authorities: { list: ['YXSTOREPRODUCT_SELECT'], add: ['YXSTOREPRODUCT_CREATE'], edit: ['YXSTOREPRODUCT_CREATE'], del: ['YXSTOREPRODUCT_DELETE'] },
      actions: ['add', 'edit', 'del'],
    });
    expect(goods.permissions).toEqual({ list: ['admin', 'YXSTOREPRODUCT_SELECT'], add: ['admin', 'YXSTOREPRODUCT_CREATE'], edit: ['admin', 'YXSTOREPRODUCT_CREATE'], del: ['admin', 'YXSTOREPRODUCT_DELETE'] });
    const partly = defineResource({ ...{ name: 'kitRule', title: '规格', url: 'api/kitRule' }, row: wireRow({ id: wire.id, name: wire.name }), idOf: (row: { id: number; name: string }) => row.id, labelOf: (row) => row.name, newForm: () => ({}) as { id?: number }, formOf: (row) => ({ id: row.id }), bodyOf: (form) => form, authorities: { add: ['kitRule:add'], edit: ['kitRule:add', 'kitRule:edit'] } });
    expect(partly.permissions).toEqual({ list: ['admin', 'kitRule:list'], add: ['admin', 'kitRule:add'], edit: ['admin', 'kitRule:add', 'kitRule:edit'], del: ['admin', 'kitRule:del'] });
  });

  it('sends creates and updates where the back end saves them (yshop’s POST {url}/save/{id})', async () => {
    type Rule = { id: number; name: string };
    const rules = defineResource({
      ...{ name: 'kitSaved', title: '规格', url: 'api/kitSaved' },
      row: wireRow({ id: wire.id, name: wire.name }),
      idOf: (row: Rule) => row.id,
      labelOf: (row) => row.name,
      newForm: () => ({ name: '' }) as { id?: number; name: string },
      formOf: (row) => ({ id: row.id, name: row.name }),
      bodyOf: (form) => form,
      save: (body) => ({ url: `api/kitSaved/save/${body.id ?? 0}`, method: 'POST' }),
    });
    const http = await fakeHttp({ 'POST api/kitSaved/save/0': { status: 201 }, 'POST api/kitSaved/save/5': { status: 201 } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ create: rules.useCreate()[0], update: rules.useUpdate()[0] }), { wrapper });
    await act(() => result.current.create({ name: '颜色' }).unwrap());
    await act(() => result.current.update({ id: 5, name: '尺码' }).unwrap());
    expect(http.calls.map((call) => [call.key, call.data])).toEqual([
      ['POST api/kitSaved/save/0', { name: '颜色' }],
      ['POST api/kitSaved/save/5', { id: 5, name: '尺码' }],
    ]);
  });
});
