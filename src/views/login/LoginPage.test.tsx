import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '../../testing/fakeHttp';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LoginPage } from './LoginPage';

const png = (n: number) => `data:image/png;base64,${'A'.repeat(n)}`;

describe('LoginPage', () => {
  it('shows the configured title and the captcha image from auth/code', async () => {
    await fakeHttp({ 'GET auth/code': { status: 200, data: { img: png(8), uuid: 'u1' } } }, { title: '商城后台' });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: '商城后台' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '验证码' })).toHaveAttribute('src', png(8));
  });

  it('fetches a new captcha when the image is clicked', async () => {
    let served = 0;
    const http = await fakeHttp({
      'GET auth/code': () => {
        served += 1;
        return { status: 200, data: { img: png(4 * served), uuid: `u${served}` } };
      },
    });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('img', { name: '验证码' })).toHaveAttribute('src', png(4));
    await userEvent.click(screen.getByRole('button', { name: '看不清？点击刷新验证码' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', png(8)));
    expect(http.calls.filter((c) => c.key === 'GET auth/code')).toHaveLength(2);
  });

  it('offers a retry instead of a broken image when the captcha answer is malformed', async () => {
    await fakeHttp({ 'GET auth/code': { status: 200, data: { img: 'https://evil.example/x.png', uuid: 'u' } } });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('button', { name: '验证码加载失败，点击重试' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '验证码' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server is down, and recovers on click', async () => {
    const http = await fakeHttp({ 'GET auth/code': 'network-error' });
    renderWithProviders(<LoginPage />, { path: '/login' });
    const retry = await screen.findByRole('button', { name: '验证码加载失败，点击重试' });
    http.set('GET auth/code', { status: 200, data: { img: png(8), uuid: 'u2' } });
    await userEvent.click(retry);
    expect(await screen.findByRole('img', { name: '验证码' })).toHaveAttribute('src', png(8));
  });

  it('names every empty required field on submit', async () => {
    await fakeHttp({ 'GET auth/code': { status: 200, data: { img: png(8), uuid: 'u1' } } });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(screen.getByText('用户名不能为空')).toBeInTheDocument();
    expect(screen.getByText('密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('验证码不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('账号'), 'admin');
    expect(screen.queryByText('用户名不能为空')).not.toBeInTheDocument();
  });
});
