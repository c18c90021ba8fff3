import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import Cookies from 'js-cookie';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fakeHttp, type FakeReply } from '../testing/fakeHttp';
import { renderWithProviders } from '../testing/renderWithProviders';
import { getToken, setToken } from '../shared/auth/tokenCookie';
import { LoginPage } from '../views/login/LoginPage';
import { rsaEncrypt } from '../shared/crypto/rsaPkcs1';
import { ShellFrame } from './ShellFrame';

/*
 * Signing in: the login page (src/views/login) inside the frame that owns the sign-in
 * transition (ShellFrame moves on to the redirect target once the session is ready).
 */

const png = (n: number) => `data:image/png;base64,${'A'.repeat(n)}`;

// One RSA pair for the file: the console gets the public half through config.json,
// the test decrypts with the private half as the server would (PKCS#1 v1.5).
const keys = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
const decrypt = (b64: string) => forge.pki.privateKeyFromPem(keys.privateKey).decrypt(forge.util.decode64(b64), 'RSAES-PKCS1-V1_5');
const bareKey = keys.publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');

/** Serves numbered captchas: u1, u2, ... with images of growing length. */
function captchas() {
  let served = 0;
  return () => {
    served += 1;
    return { status: 200, data: { img: png(4 * served), uuid: `u${served}` } } as FakeReply;
  };
}

const okLogin: FakeReply = { status: 200, data: { token: 'Bearer admin-token', user: { id: 1, username: 'admin', roles: ['admin'] } } };

function Where() {
  const location = useLocation();
  return <p>到达 {`${location.pathname}${location.search}`}</p>;
}

const targets = [
  { path: '/dashboard', element: <Where /> },
  { path: '/orders', element: <Where /> },
];

async function setup(routes: Record<string, FakeReply | (() => FakeReply | Promise<FakeReply>)> = {}, config: Record<string, unknown> = {}, url = '/login') {
  const http = await fakeHttp({ 'GET auth/code': captchas(), 'POST auth/login': okLogin, 'GET api/menus/build': { status: 200, data: [] }, ...routes }, config);
  const view = renderWithProviders(<LoginPage />, { path: '/login', url, routes: targets, layout: <ShellFrame /> });
  await screen.findByRole('img', { name: '验证码' });
  return { http, ...view };
}

async function fillAndSubmit({ username = 'admin', password = '123456', code = '8' } = {}) {
  if (username) await userEvent.type(screen.getByLabelText('账号'), username);
  if (password) await userEvent.type(screen.getByLabelText('密码'), password);
  if (code) await userEvent.type(screen.getByLabelText('验证码'), code);
  await userEvent.click(screen.getByRole('button', { name: '登 录' }));
}

const loginBodies = (http: Awaited<ReturnType<typeof setup>>['http']) => http.calls.filter((c) => c.key === 'POST auth/login').map((c) => c.data as Record<string, string>);

describe('LoginPage', () => {
  afterEach(() => jest.restoreAllMocks());

  describe('captcha', () => {
    it('shows the configured title and the captcha image from auth/code', async () => {
      await setup({}, { title: '商城后台' });
      expect(screen.getByRole('heading', { name: '商城后台' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', png(4));
    });

    it('titles the browser tab 登录 plus the system title, whatever page was shown before', async () => {
      document.title = '字典管理 - 商城后台';
      await setup({}, { title: '商城后台' });
      expect(document.title).toBe('登录 - 商城后台');
    });

    it('fetches a new captcha when the image is clicked', async () => {
      const { http } = await setup();
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
  });

  describe('validation', () => {
    it('names every empty required field on submit and sends nothing', async () => {
      const { http } = await setup();
      await userEvent.click(screen.getByRole('button', { name: '登 录' }));
      expect(screen.getByText('用户名不能为空')).toBeInTheDocument();
      expect(screen.getByText('密码不能为空')).toBeInTheDocument();
      expect(screen.getByText('验证码不能为空')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('账号'), 'admin');
      expect(screen.queryByText('用户名不能为空')).not.toBeInTheDocument();
      expect(loginBodies(http)).toEqual([]);
    });

    it('names only the missing field', async () => {
      await setup();
      await fillAndSubmit({ code: '' });
      expect(screen.getByText('验证码不能为空')).toBeInTheDocument();
      expect(screen.queryByText('用户名不能为空')).not.toBeInTheDocument();
    });
  });

  describe('submit', () => {
    it('sends username, password, code and the captcha uuid, stores the token and lands on the redirect target', async () => {
      const { http } = await setup({}, {}, '/login?redirect=%2Forders%3Fpage%3D2');
      await fillAndSubmit();
      expect(await screen.findByText('到达 /orders?page=2')).toBeInTheDocument();
      expect(loginBodies(http)).toEqual([{ username: 'admin', password: '123456', code: '8', uuid: 'u1' }]);
      expect(getToken()).toBe('Bearer admin-token');
    });

    it('submits with Enter', async () => {
      const { http } = await setup();
      await userEvent.type(screen.getByLabelText('账号'), 'admin');
      await userEvent.type(screen.getByLabelText('密码'), '123456');
      await userEvent.type(screen.getByLabelText('验证码'), '8{Enter}');
      expect(await screen.findByText('到达 /dashboard')).toBeInTheDocument();
      expect(loginBodies(http)).toHaveLength(1);
    });

    it('reads 登 录 中... and cannot be sent twice while the server answers', async () => {
      let answer: (reply: FakeReply) => void = () => {};
      const { http } = await setup({ 'POST auth/login': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
      await fillAndSubmit();
      const busy = await screen.findByRole('button', { name: '登 录 中...' });
      expect(busy).toBeDisabled();
      await userEvent.type(screen.getByLabelText('验证码'), '{Enter}');
      await act(async () => answer(okLogin));
      expect(await screen.findByText('到达 /dashboard')).toBeInTheDocument();
      expect(loginBodies(http)).toHaveLength(1);
    });

    it.each([
      ['https://evil.example', 'https%3A%2F%2Fevil.example'],
      ['//evil.example', '%2F%2Fevil.example'],
      ['/\\evil.example', '%2F%5Cevil.example'],
      ['javascript:alert(1)', 'javascript%3Aalert(1)'],
      ['%2F%2Fevil.example (double-encoded)', '%252F%252Fevil.example'],
    ])('refuses the hostile redirect %s and lands on /', async (_name, param) => {
      await setup({}, {}, `/login?redirect=${param}`);
      await fillAndSubmit();
      expect(await screen.findByText('到达 /dashboard')).toBeInTheDocument();
    });
  });

  describe('a refused login', () => {
    it('shows the server message, clears the code, fetches a new captcha and sends its uuid next time', async () => {
      let attempt = 0;
      const { http } = await setup({
        'POST auth/login': () => {
          attempt += 1;
          return attempt === 1 ? { status: 400, data: { status: 400, message: '验证码错误', timestamp: 'x' } } : okLogin;
        },
      });
      await fillAndSubmit({ code: '7' });
      expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误');
      expect(screen.getByLabelText('验证码')).toHaveValue('');
      expect(screen.getByLabelText('账号')).toHaveValue('admin');
      await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', png(8)));
      expect(getToken()).toBeUndefined();
      expect(screen.getByRole('button', { name: '登 录' })).toBeEnabled();

      await userEvent.type(screen.getByLabelText('验证码'), '9');
      await userEvent.click(screen.getByRole('button', { name: '登 录' }));
      expect(await screen.findByText('到达 /dashboard')).toBeInTheDocument();
      expect(loginBodies(http).map((b) => [b.code, b.uuid])).toEqual([
        ['7', 'u1'],
        ['9', 'u2'],
      ]);
    });

    it('shows 接口请求失败 when the server is down', async () => {
      await setup({ 'POST auth/login': 'network-error' });
      await fillAndSubmit();
      expect(await screen.findByRole('alert')).toHaveTextContent('接口请求失败');
    });
  });

  describe('RSA', () => {
    it('sends the password as typed when no rsaPublicKey is configured', async () => {
      const { http } = await setup();
      await fillAndSubmit({ password: 'p@ss 中文' });
      await screen.findByText('到达 /dashboard');
      expect(loginBodies(http)[0]?.password).toBe('p@ss 中文');
    });

    it('sends RSA ciphertext the server\'s private key decrypts when rsaPublicKey is configured', async () => {
      const { http } = await setup({}, { rsaPublicKey: bareKey });
      await fillAndSubmit({ password: 'p@ss 中文' });
      await screen.findByText('到达 /dashboard');
      const sent = loginBodies(http)[0]?.password ?? '';
      expect(sent).not.toContain('p@ss');
      // 1024-bit key: always 128 bytes of ciphertext, 172 base64 characters.
      expect(sent).toMatch(/^[A-Za-z0-9+/]{171}=$/);
      expect(forge.util.decode64(sent)).toHaveLength(128);
      expect(forge.util.decodeUtf8(decrypt(sent))).toBe('p@ss 中文');
    });

    it('says so on the form when the configured key is unusable', async () => {
      const { http } = await setup({}, { rsaPublicKey: 'not-a-key' });
      await fillAndSubmit();
      expect(await screen.findByRole('alert')).toHaveTextContent('密码加密失败');
      expect(loginBodies(http)).toEqual([]);
      // Nothing was sent, so the captcha and its answer are still good.
      expect(screen.getByLabelText('验证码')).toHaveValue('8');
      expect(http.calls.filter((c) => c.key === 'GET auth/code')).toHaveLength(1);
      expect(screen.getByRole('button', { name: '登 录' })).toBeEnabled();
    });
  });

  describe('记住我', () => {
    it('keeps username, the encrypted password and rememberMe for one day, and the token cookie too', async () => {
      const set = jest.spyOn(Cookies, 'set');
      const { http } = await setup({}, { rsaPublicKey: keys.publicKey });
      await userEvent.click(screen.getByLabelText('记住我'));
      await fillAndSubmit({ password: 'secret-123' });
      await screen.findByText('到达 /dashboard');
      const sent = loginBodies(http)[0]?.password ?? '';
      expect(Cookies.get('username')).toBe('admin');
      expect(Cookies.get('rememberMe')).toBe('true');
      expect(Cookies.get('password')).toBe(sent);
      expect(decrypt(Cookies.get('password') ?? '')).toBe('secret-123');
      expect(document.cookie).not.toContain('secret-123');
      for (const name of ['username', 'password', 'rememberMe', 'PP-TOEKN']) {
        expect(set).toHaveBeenCalledWith(name, expect.any(String), expect.objectContaining({ expires: 1 }));
      }
    });

    it('never stores a plain password: without an RSA key there is no password cookie', async () => {
      await setup();
      await userEvent.click(screen.getByLabelText('记住我'));
      await fillAndSubmit({ password: 'secret-123' });
      await screen.findByText('到达 /dashboard');
      expect(Cookies.get('username')).toBe('admin');
      expect(Cookies.get('password')).toBeUndefined();
      expect(document.cookie).not.toContain('secret-123');
    });

    it('forgets the remembered login when signing in without 记住我', async () => {
      Cookies.set('username', 'old');
      Cookies.set('password', 'old-cipher');
      Cookies.set('rememberMe', 'true');
      await setup();
      await userEvent.click(screen.getByLabelText('记住我'));
      expect(screen.getByLabelText('记住我')).not.toBeChecked();
      await userEvent.clear(screen.getByLabelText('账号'));
      await userEvent.clear(screen.getByLabelText('密码'));
      await fillAndSubmit();
      await screen.findByText('到达 /dashboard');
      expect(Cookies.get()).not.toHaveProperty('username');
      expect(Cookies.get()).not.toHaveProperty('password');
      expect(Cookies.get()).not.toHaveProperty('rememberMe');
    });

    it('pre-fills the form and sends the remembered ciphertext unchanged', async () => {
      const cipher = rsaEncrypt('123456', keys.publicKey);
      Cookies.set('username', 'admin');
      Cookies.set('password', cipher);
      Cookies.set('rememberMe', 'true');
      const { http } = await setup({}, { rsaPublicKey: keys.publicKey });
      expect(screen.getByLabelText('账号')).toHaveValue('admin');
      expect(screen.getByLabelText('密码')).toHaveValue(cipher);
      expect(screen.getByLabelText('记住我')).toBeChecked();
      await userEvent.type(screen.getByLabelText('验证码'), '8{Enter}');
      await screen.findByText('到达 /dashboard');
      expect(loginBodies(http)[0]?.password).toBe(cipher);
    });

    it('encrypts a retyped password instead of the remembered one', async () => {
      Cookies.set('username', 'admin');
      Cookies.set('password', 'old-cipher');
      Cookies.set('rememberMe', 'true');
      const { http } = await setup({}, { rsaPublicKey: keys.publicKey });
      await userEvent.clear(screen.getByLabelText('密码'));
      await userEvent.type(screen.getByLabelText('密码'), 'new-pass');
      await userEvent.type(screen.getByLabelText('验证码'), '8{Enter}');
      await screen.findByText('到达 /dashboard');
      expect(decrypt(loginBodies(http)[0]?.password ?? '')).toBe('new-pass');
      expect(decrypt(Cookies.get('password') ?? '')).toBe('new-pass');
    });
  });

  it('continues to the redirect target when another tab signs in', async () => {
    const { http, session } = await setup({ 'GET auth/info': { status: 200, data: { username: 'admin', roles: ['admin'] } } }, {}, '/login?redirect=%2Forders');
    const actor = await act(() => session.load());
    setToken('Bearer from-other-tab', false);
    act(() => actor.send({ type: 'SIGNED_IN_ELSEWHERE' }));
    expect(await screen.findByText('到达 /orders')).toBeInTheDocument();
    expect(http.calls.find((c) => c.key === 'GET auth/info')?.headers.Authorization).toBe('Bearer from-other-tab');
    expect(loginBodies(http)).toEqual([]);
  });
});
