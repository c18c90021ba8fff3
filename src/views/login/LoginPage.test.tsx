import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type FakeReply } from '../../testing/fakeHttp';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LoginPage } from './LoginPage';

/*
 * Issue 17: the server's per-address limit answers 429 with a Chinese message saying
 * when to try again; the page shows it and stays usable, with a new captcha.
 */

const png = (n: number) => `data:image/png;base64,${'A'.repeat(n)}`;
const limited = (message: string): FakeReply => ({ status: 429, data: { status: 429, message, timestamp: '2026-11-24 10:00:00' } });

/** Numbered captchas u1, u2, ... with images of growing length. */
function captchas() {
  let served = 0;
  return (): FakeReply => {
    served += 1;
    return { status: 200, data: { img: png(4 * served), uuid: `u${served}` } };
  };
}

async function fillAndSubmit(code: string) {
  await userEvent.type(screen.getByLabelText('验证码'), code);
  await userEvent.click(screen.getByRole('button', { name: '登 录' }));
}

describe('LoginPage under the sign-in rate limit', () => {
  it('shows the 429 message, fetches a new captcha and lets the user try again', async () => {
    const http = await fakeHttp({ 'GET auth/code': captchas(), 'POST auth/login': limited('登录尝试过于频繁，请40秒后再试') });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await screen.findByRole('img', { name: '验证码' });
    await userEvent.type(screen.getByLabelText('账号'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), '123456');
    await fillAndSubmit('8');

    expect(await screen.findByRole('alert')).toHaveTextContent('登录尝试过于频繁，请40秒后再试');
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', png(8)));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(screen.getByRole('button', { name: '登 录' })).toBeEnabled();

    http.set('POST auth/login', limited('登录尝试过于频繁，请10秒后再试'));
    await fillAndSubmit('9');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录尝试过于频繁，请10秒后再试');
    const sent = http.calls.filter((c) => c.key === 'POST auth/login').map((c) => (c.data as { uuid: string; code: string }).uuid);
    expect(sent).toEqual(['u1', 'u2']);
  });

  it('says when to try again when the captcha itself is limited, and recovers on a click', async () => {
    const http = await fakeHttp({ 'GET auth/code': limited('验证码请求过于频繁，请30秒后再试') });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码请求过于频繁，请30秒后再试');
    http.set('GET auth/code', { status: 200, data: { img: png(4), uuid: 'u1' } });
    await userEvent.click(screen.getByRole('button', { name: '验证码加载失败，点击重试' }));
    expect(await screen.findByRole('img', { name: '验证码' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not show a message for a captcha that failed for another reason (the image offers the retry)', async () => {
    await fakeHttp({ 'GET auth/code': 'network-error' });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('button', { name: '验证码加载失败，点击重试' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
