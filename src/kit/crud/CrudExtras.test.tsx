import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectNotifications } from '../../features/notifications/notificationsSlice';
import { fakeSession } from '../../testing/fakeSession';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CrudDeleteConfirm } from './CrudDeleteConfirm';
import { CrudTable, type CrudColumn } from './CrudTable';
import { CrudToolbar } from './CrudToolbar';
import { DeletePopover } from './DeletePopover';
import { useCrudList, type ListResult } from './useCrudList';

/*
 * What the kit offers beyond the system tables: rows keyed by text (a session key),
 * a "delete" with its own words (强退), rows that open to show more, and a list with
 * no 新增 / 修改 / 删除 for anyone.
 */

interface Session {
  key: string;
  user: string;
  detail: string;
}

function SessionScreen({ sessions, remove }: { sessions: Session[]; remove: (keys: string[]) => Promise<void> }) {
  const [, rerender] = useState(0);
  const useList = (): ListResult<Session> => {
    const data = { content: [...sessions], totalElements: sessions.length };
    return { data, currentData: data, isFetching: false, isError: false, refetch: () => rerender((n) => n + 1) };
  };
  const list = useCrudList({
    title: '会话',
    initialFilters: {},
    useList,
    rowId: (session: Session) => session.key,
    permissions: {},
    remove: async (keys) => {
      await remove(keys);
      rerender((n) => n + 1);
    },
    removeWords: { confirm: (n) => `确认强退选中的${n}个用户?`, done: '强退成功！' },
  });
  const columns: CrudColumn<Session>[] = [{ key: 'user', label: '用户名', render: (session) => session.user }];
  return (
    <>
      <CrudToolbar list={list} columns={columns}>
        <button type="button" onClick={list.deletion.askSelected}>
          强退
        </button>
      </CrudToolbar>
      <CrudTable
        list={list}
        columns={columns}
        rowKey={(session) => session.key}
        expand={(session) => <p>{session.detail}</p>}
        rowActions={(session) => <DeletePopover action="强退" label={`强退 ${session.user}`} message="确定强制退出该用户吗？" onConfirm={() => void list.deletion.deleteRow(session)} />}
      />
      <CrudDeleteConfirm list={list} />
    </>
  );
}

function setup(roles = ['admin']) {
  const sessions: Session[] = [
    { key: 'a1b2', user: 'admin', detail: 'POST /api/dict' },
    { key: 'c3d4', user: 'editor', detail: '{"password":"******"}' },
  ];
  const removed: string[][] = [];
  const utils = renderWithProviders(
    <SessionScreen
      sessions={sessions}
      remove={async (keys) => {
        removed.push(keys);
        keys.forEach((key) => sessions.splice(sessions.findIndex((s) => s.key === key), 1));
      }}
    />,
    { session: fakeSession({ roles }).handle },
  );
  const notices = () => selectNotifications(utils.store.getState()).map((n) => n.message);
  return { ...utils, removed, notices };
}

describe('the CRUD kit beyond the system tables', () => {
  it('shows no 新增 / 修改 / 删除 to anyone, admin included, when the screen grants none', () => {
    setup(['admin']);
    const toolbar = screen.getByRole('toolbar', { name: '会话操作' });
    for (const name of ['新增', '修改', '删除']) expect(within(toolbar).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('opens a row to show its detail below it, and closes it again', async () => {
    setup();
    expect(screen.queryByText('POST /api/dict')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: '展开第 a1b2 行' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    expect(within(screen.getByRole('row', { name: '第 a1b2 行详情' })).getByText('POST /api/dict')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起第 a1b2 行' })).toHaveAttribute('aria-expanded', 'true');
    // Only the opened row shows its detail.
    expect(screen.queryByText('{"password":"******"}')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '收起第 a1b2 行' }));
    expect(screen.queryByText('POST /api/dict')).not.toBeInTheDocument();
  });

  it('removes ticked rows by their text keys with the screen’s own confirmation and notice', async () => {
    const { removed, notices } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 c3d4 行' }));
    await userEvent.click(screen.getByRole('button', { name: '强退' }));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确认强退选中的1个用户?');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(removed).toEqual([['c3d4']]);
    expect(notices()).toContain('强退成功！');
    await waitFor(() => expect(screen.queryByRole('row', { name: /editor/ })).not.toBeInTheDocument());
  });

  it('removes one row from its own popover, which names the act', async () => {
    const { removed } = setup();
    await userEvent.click(screen.getByRole('button', { name: '强退 admin' }));
    const popover = screen.getByRole('alertdialog');
    expect(popover).toHaveTextContent('确定强制退出该用户吗？');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    expect(removed).toEqual([['a1b2']]);
  });
});
