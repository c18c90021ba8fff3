import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SignInLocks } from './SignInLocks';

const lock = (username: string, address: string) => ({ username, address, strikes: 2, lockedAt: '2026-11-24 10:00:00', lockedUntil: '2026-11-24 10:02:00' });

describe('登录锁定 (issue 17)', () => {
  it('lists the locks in force and ends one with 解除', async () => {
    const locks = [lock('admin', '203.0.113.7'), lock('editor', '198.51.100.2')];
    const http = await fakeHttp({
      'GET api/users/locks': () => ({ status: 200, data: { content: locks, totalElements: locks.length } }),
      'DELETE api/users/locks': (request) => {
        const { username, address } = JSON.parse(String(request.data)) as { username: string; address: string };
        locks.splice(locks.findIndex((l) => l.username === username && l.address === address), 1);
        return { status: 200, data: { cleared: 1 } };
      },
    });
    const { store } = renderWithProviders(<SignInLocks />, { session: fakeSession({ roles: ['admin'] }).handle });
    await userEvent.click(screen.getByRole('button', { name: '登录锁定' }));
    const table = await screen.findByRole('table', { name: '登录锁定列表' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /admin/ })).toHaveTextContent('203.0.113.72 次2026-11-24 10:02:00');

    await userEvent.click(screen.getByRole('button', { name: '解除 admin 在 203.0.113.7 的锁定' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '登录锁定列表' })).getAllByRole('row')).toHaveLength(2));
    expect(http.calls.find((call) => call.key === 'DELETE api/users/locks')?.data).toEqual({ username: 'admin', address: '203.0.113.7' });
    expect(store.getState().notifications.items.map((n) => n.message)).toContain('解除成功');
  });

  it('says so when nobody is locked out', async () => {
    await fakeHttp({ 'GET api/users/locks': { status: 200, data: { content: [], totalElements: 0 } } });
    renderWithProviders(<SignInLocks />, { session: fakeSession({ roles: ['admin'] }).handle });
    await userEvent.click(screen.getByRole('button', { name: '登录锁定' }));
    expect(await screen.findByText('当前没有被锁定的登录')).toBeInTheDocument();
  });

  it('shows, in the dialog and nowhere else, that a back end without the call cannot list locks', async () => {
    await fakeHttp({ 'GET api/users/locks': { status: 404, data: { status: 404, message: '接口不存在' } } });
    const { store } = renderWithProviders(<SignInLocks />, { session: fakeSession({ roles: ['admin'] }).handle });
    await userEvent.click(screen.getByRole('button', { name: '登录锁定' }));
    expect(await screen.findByText('登录锁定加载失败：接口不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(store.getState().notifications.items).toEqual([]);
  });
});
