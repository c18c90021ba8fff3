import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { api } from '../../api/api';
import { fakeHttp, type FakeReply } from '../../testing/fakeHttp';
import { dictApi, DICT_DETAIL_TAG } from './dictApi';
import { useDict } from './useDict';

const page = (entries: [label: string, value: string][]): FakeReply => ({
  status: 200,
  data: { content: entries.map(([label, value], i) => ({ id: i + 1, label, value, sort: i + 1, dict: { id: 1 } })), totalElements: entries.length },
});

const dictionaries: Record<string, [string, string][]> = {
  user_status: [
    ['激活', '1'],
    ['禁用', '0'],
  ],
  order_status: [
    ['待付款', '0'],
    ['待发货', '1'],
  ],
};

/** Answers `GET api/dictDetail` by dictName, counting requests per name. */
async function serve(overrides: Record<string, FakeReply> = {}) {
  const asked: string[] = [];
  const http = await fakeHttp({
    'GET api/dictDetail': (request) => {
      const name = String((request.params as Record<string, unknown>).dictName);
      asked.push(name);
      return overrides[name] ?? (dictionaries[name] ? page(dictionaries[name]) : page([]));
    },
  });
  return { http, asked };
}

function UserStatus({ value }: { value: number }) {
  const { user_status, isLoading } = useDict('user_status');
  return <p>{isLoading ? '加载中' : `用户 ${user_status.labelOf[value] ?? '?'}`}</p>;
}

function Both() {
  const dict = useDict('user_status', 'order_status');
  if (dict.isLoading) return <p>两个加载中</p>;
  return (
    <ul aria-label="订单状态">
      {dict.order_status.list.map((entry) => (
        <li key={entry.value}>{`${entry.label}=${typeof entry.value}:${entry.value}`}</li>
      ))}
    </ul>
  );
}

/** Just the API slice: features cannot import the app's store. */
const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

function renderWithStore(ui: ReactNode) {
  const store = makeStore();
  const utils = render(<Provider store={store}>{ui}</Provider>);
  return { store, ...utils };
}

describe('useDict', () => {
  it('throws need Dict names without names', () => {
    function NoNames() {
      useDict();
      return null;
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderWithStore(<NoNames />)).toThrow('need Dict names');
    } finally {
      quiet.mockRestore();
    }
  });

  it('loads with dictName, page 0 and size 9999 and exposes list and maps with integer values', async () => {
    const { http } = await serve();
    renderWithStore(<Both />);
    expect(screen.getByText('两个加载中')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '订单状态' });
    expect(list).toHaveTextContent('待付款=number:0待发货=number:1');
    const call = http.calls.find((c) => (c.params as Record<string, unknown>).dictName === 'order_status');
    expect(call?.key).toBe('GET api/dictDetail');
    expect(call?.params).toEqual({ dictName: 'order_status', page: 0, size: 9999 });
  });

  it('sends one request per name however many components ask', async () => {
    const { asked } = await serve();
    renderWithStore(
      <>
        <UserStatus value={1} />
        <UserStatus value={0} />
        <Both />
      </>,
    );
    expect(await screen.findByText('用户 激活')).toBeInTheDocument();
    expect(screen.getByText('用户 禁用')).toBeInTheDocument();
    await screen.findByRole('list', { name: '订单状态' });
    expect(asked.sort()).toEqual(['order_status', 'user_status']);
  });

  it('answers from the cache when a component mounts later', async () => {
    const { asked } = await serve();
    const { store, rerender } = renderWithStore(<UserStatus value={1} />);
    await screen.findByText('用户 激活');
    rerender(
      <Provider store={store}>
        <UserStatus value={1} />
        <UserStatus value={0} />
      </Provider>,
    );
    expect(screen.getByText('用户 禁用')).toBeInTheDocument();
    expect(asked).toEqual(['user_status']);
  });

  it('gives the same objects to every caller of a dictionary', async () => {
    await serve();
    const seen: unknown[] = [];
    function Spy() {
      const { user_status, isLoading } = useDict('user_status');
      if (!isLoading) seen.push(user_status);
      return null;
    }
    renderWithStore(
      <>
        <Spy />
        <Spy />
      </>,
    );
    await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    expect(new Set(seen).size).toBe(1);
  });

  it('refetches when the dictionary tag is invalidated, so consumers see new entries', async () => {
    const { asked } = await serve();
    const { store } = renderWithStore(<UserStatus value={2} />);
    await screen.findByText('用户 ?');
    dictionaries.user_status?.push(['锁定', '2']);
    try {
      act(() => {
        store.dispatch(dictApi.util.invalidateTags([{ type: DICT_DETAIL_TAG, id: 'user_status' }]));
      });
      expect(await screen.findByText('用户 锁定')).toBeInTheDocument();
      expect(asked).toEqual(['user_status', 'user_status']);
    } finally {
      dictionaries.user_status?.pop();
    }
  });

  it('reads as empty and not loading when the answer is malformed or refused', async () => {
    await serve({ user_status: { status: 200, data: { content: 'nope' } }, order_status: { status: 500, data: { status: 500, message: '坏了' } } });
    function Errors() {
      const dict = useDict('user_status', 'order_status');
      return <p>{dict.isLoading ? '加载中' : `${dict.isError ? '出错' : '好'} ${dict.user_status.list.length} ${dict.order_status.list.length}`}</p>;
    }
    renderWithStore(<Errors />);
    expect(await screen.findByText('出错 0 0')).toBeInTheDocument();
  });

  it('follows a change of names', async () => {
    const { asked } = await serve();
    function Named({ name }: { name: string }) {
      const dict = useDict(name);
      return <p>{dict.isLoading ? '加载中' : dict[name]?.list.map((e) => e.label).join(',')}</p>;
    }
    const { store, rerender } = renderWithStore(<Named name="user_status" />);
    expect(await screen.findByText('激活,禁用')).toBeInTheDocument();
    rerender(
      <Provider store={store}>
        <Named name="order_status" />
      </Provider>,
    );
    expect(await screen.findByText('待付款,待发货')).toBeInTheDocument();
    expect(asked).toEqual(['user_status', 'order_status']);
  });
});
