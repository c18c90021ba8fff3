import { generateKeyPairSync } from 'node:crypto';
import { File as NodeFile } from 'node:buffer';
import forge from 'node-forge';
import dayjs from 'dayjs';
import type { AxiosProgressEvent } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@/testing/fakeHttp';
import { locationOf, renderApp } from '@/testing/renderApp';
import { columnHeaders } from '@/testing/screenTest';
import { setToken } from '@/shared/auth/tokenCookie';
import { NOT_AN_IMAGE_MESSAGE } from '@/shared/files/imageFile';

/* 个人中心 in the whole console over fake HTTP: profile, edits, password, avatar. */

const keys = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
const decrypt = (b64: string) => forge.pki.privateKeyFromPem(keys.privateKey).decrypt(forge.util.decode64(b64), 'RSAES-PKCS1-V1_5');

// Node's File: the test environment's FormData is Node's and takes only Node blobs.
const makeFile = (name: string, type: string, bytes = 'PNGDATA') => new NodeFile([bytes], name, { type }) as unknown as File;

const fiveMinutesAgo = () => dayjs().subtract(5, 'minute').subtract(10, 'second').format('YYYY-MM-DD HH:mm:ss');

const me = () => ({
  id: 1,
  username: 'admin',
  nickName: '管理员',
  sex: '男',
  phone: '18888888888',
  email: 'admin@shop.example.com',
  avatar: null,
  dept: { id: 1, name: '研发部' },
  job: { id: 1, name: '全栈开发' },
  enabled: true,
  createTime: fiveMinutesAgo(),
  roles: ['admin'],
});

const routes = (): Record<string, FakeReply> => ({
  'GET auth/info': { status: 200, data: me() },
  'GET api/dictDetail': { status: 200, data: { content: [{ id: 1, label: '激活', value: '1', sort: 1 }, { id: 2, label: '禁用', value: '0', sort: 2 }], totalElements: 2 } },
  'PUT api/users/center': { status: 204 },
  'POST api/users/updatePass': { status: 200 },
});

/** Signed in at /user/center, once the shell shows its user menu (the first render compiles a lot: a longer wait). */
async function open(extra: Record<string, FakeReply> = {}, config: Record<string, unknown> = {}) {
  setToken('Bearer admin-token', false);
  const app = await renderApp('/user/center', { ...routes(), ...extra }, config);
  await screen.findByRole('button', { name: /^用户菜单：/ }, { timeout: 15_000 });
  return app;
}
const userMenu = () => screen.getByRole('button', { name: /^用户菜单：/ });
const profileForm = () => screen.getByRole('form', { name: '用户资料' });
const passwordForm = () => screen.getByRole('form', { name: '修改密码' });

async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('个人中心', () => {
  // The lazily loaded modules are compiled on first use; do it before the first test's clock starts.
  beforeAll(async () => {
    await Promise.all([import('@/session/createSession'), import('./UserCenterPage')]);
  }, 30_000);

  it('shows the profile with the status label and how long ago the account was created', async () => {
    await open();
    const card = await screen.findByRole('region', { name: '个人信息' });
    expect(within(card).getByText('登录账号').nextSibling).toHaveTextContent('admin');
    expect(within(card).getByText('用户昵称').nextSibling).toHaveTextContent('管理员');
    expect(within(card).getByText('手机号码').nextSibling).toHaveTextContent('18888888888');
    expect(within(card).getByText('用户邮箱').nextSibling).toHaveTextContent('admin@shop.example.com');
    expect(within(card).getByText('部门岗位').nextSibling).toHaveTextContent('研发部 / 全栈开发');
    await waitFor(() => expect(within(card).getByText('状态').nextSibling).toHaveTextContent('激活'));
    expect(within(card).getByText('创建日期').nextSibling).toHaveTextContent(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d（5分钟前）$/);
  });

  it('checks the profile first, then sends PUT api/users/center and shows the new name in the top bar', async () => {
    const { http } = await open();
    await screen.findByRole('form', { name: '用户资料' });
    const form = profileForm();
    await replace(within(form).getByLabelText(/用户昵称/), 'a');
    await replace(within(form).getByLabelText(/手机号码/), '12345678901');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('长度在 2 到 20 个字符')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(http.calls.filter((c) => c.key === 'PUT api/users/center')).toHaveLength(0);

    await replace(within(form).getByLabelText(/用户昵称/), '新昵称');
    await replace(within(form).getByLabelText(/手机号码/), '13912345678');
    await userEvent.click(within(form).getByRole('radio', { name: '女' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(userMenu()).toHaveAccessibleName('用户菜单：新昵称'));
    expect(http.calls.filter((c) => c.key === 'PUT api/users/center').map((c) => c.data)).toEqual([{ id: 1, nickName: '新昵称', phone: '13912345678', sex: '女' }]);
    expect(await screen.findByText('个人资料已保存')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: '个人信息' });
    expect(within(card).getByText('用户昵称').nextSibling).toHaveTextContent('新昵称');
    expect(within(card).getByText('性别').nextSibling).toHaveTextContent('女');
  });

  it('keeps the input and shows the server’s message when the profile is refused', async () => {
    await open({ 'PUT api/users/center': { status: 400, data: { status: 400, message: '不能修改他人资料' } } });
    const form = await screen.findByRole('form', { name: '用户资料' });
    await replace(within(form).getByLabelText(/用户昵称/), '另一个名字');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('不能修改他人资料');
    expect(within(form).getByLabelText(/用户昵称/)).toHaveValue('另一个名字');
    expect(userMenu()).toHaveAccessibleName('用户菜单：管理员');
  });

  describe('操作日志', () => {
    const myLog = (i: number, time: number) => ({ description: `修改字典 ${i}`, requestIp: '127.0.0.1', address: '内网IP', browser: 'Chrome 120.0 / Windows 10', time, createTime: '2026-11-24 10:00:00' });
    const logsTable = () => screen.getByRole('table', { name: '我的操作日志列表' });

    it('shows the user\'s own operations once the tab is opened, paged, with 请求耗时 tags', async () => {
      const all = Array.from({ length: 12 }, (_, i) => myLog(i + 1, i === 0 ? 1001 : 12));
      const { http } = await open({ 'GET api/logs/user': { status: 200, data: { content: all.slice(0, 10), totalElements: 12 } } });
      expect(http.calls.some((c) => c.key === 'GET api/logs/user')).toBe(false);
      await userEvent.click(await screen.findByRole('tab', { name: '操作日志' }));
      await within(logsTable()).findByText('修改字典 1');
      expect(columnHeaders(logsTable())).toEqual(['行为', 'IP', 'IP来源', '浏览器', '请求耗时', '创建日期']);
      expect(within(logsTable()).getByText('1001ms').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
      expect(http.calls.filter((c) => c.key === 'GET api/logs/user').at(-1)?.params).toEqual({ page: 0, size: 10 });
      expect(screen.getByText('1-10 共 12 条')).toBeInTheDocument();
    });

    it('says 暂无数据 with no operations, and 加载失败 with 重试 when they cannot be read', async () => {
      const { http } = await open({ 'GET api/logs/user': { status: 500, data: { status: 500, message: '服务器错误' } } });
      await userEvent.click(await screen.findByRole('tab', { name: '操作日志' }));
      await within(logsTable()).findByText(/加载失败/);
      http.set('GET api/logs/user', { status: 200, data: { content: [], totalElements: 0 } });
      await userEvent.click(within(logsTable()).getByRole('button', { name: '重试' }));
      await within(logsTable()).findByText('暂无数据');
    });
  });

  describe('修改密码', () => {
    const fill = async (oldPass: string, newPass: string, confirmPass: string) => {
      await userEvent.click(await screen.findByRole('tab', { name: '修改密码' }));
      const form = passwordForm();
      if (oldPass) await userEvent.type(within(form).getByLabelText(/旧密码/), oldPass);
      if (newPass) await userEvent.type(within(form).getByLabelText(/新密码/), newPass);
      if (confirmPass) await userEvent.type(within(form).getByLabelText(/确认密码/), confirmPass);
      await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
      return form;
    };

    it('refuses a short new password and a confirmation that differs, without calling the server', async () => {
      const { http } = await open();
      const form = await fill('123456', '12345', '123');
      expect(within(form).getByText('长度在 6 到 20 个字符')).toBeInTheDocument();
      expect(within(form).getByText('两次输入的密码不一致')).toBeInTheDocument();
      await replace(within(form).getByLabelText(/新密码/), 'abcdefg');
      expect(within(form).queryByText('长度在 6 到 20 个字符')).not.toBeInTheDocument();
      expect(within(form).getByText('两次输入的密码不一致')).toBeInTheDocument();
      expect(http.calls.filter((c) => c.key === 'POST api/users/updatePass')).toHaveLength(0);
    });

    it('sends both passwords RSA-encrypted, then tells the user and logs out', async () => {
      const { http, services } = await open({}, { rsaPublicKey: keys.publicKey });
      await fill('123456', 'n3w-pass', 'n3w-pass');
      await waitFor(() => expect(locationOf(services)).toBe('/login?redirect=%2Fuser%2Fcenter'));
      const body = http.calls.find((c) => c.key === 'POST api/users/updatePass')?.data as { oldPass: string; newPass: string };
      expect(body.oldPass).not.toBe('123456');
      expect(body.newPass).not.toBe('n3w-pass');
      expect(decrypt(body.oldPass)).toBe('123456');
      expect(decrypt(body.newPass)).toBe('n3w-pass');
      expect(JSON.stringify(http.calls)).not.toContain('n3w-pass');
      expect(http.calls.some((c) => c.key === 'DELETE auth/logout')).toBe(true);
      expect(await screen.findByText('密码修改成功，请使用新密码重新登录')).toBeInTheDocument();
    });

    it('shows the server’s refusal in the form and keeps what was typed', async () => {
      const { services } = await open({ 'POST api/users/updatePass': { status: 400, data: { status: 400, message: '修改失败，旧密码错误' } } }, { rsaPublicKey: keys.publicKey });
      const form = await fill('wrong-old', 'n3w-pass', 'n3w-pass');
      expect(await within(form).findByRole('alert')).toHaveTextContent('修改失败，旧密码错误');
      expect(within(form).getByLabelText(/旧密码/)).toHaveValue('wrong-old');
      expect(within(form).getByLabelText(/新密码/)).toHaveValue('n3w-pass');
      expect(within(form).getByLabelText(/确认密码/)).toHaveValue('n3w-pass');
      expect(locationOf(services)).toBe('/user/center');
    });
  });

  describe('头像', () => {
    const createObjectURL = jest.fn(() => 'blob:preview');
    const revokeObjectURL = jest.fn();
    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });

    it('previews the chosen image, uploads it as multipart `avatar` and `file` with progress, and the top bar shows it at once', async () => {
      let finish: (reply: FakeReply) => void = () => undefined;
      const { http } = await open();
      http.set('POST api/users/updateAvatar', (request) => {
        request.onUploadProgress?.({ loaded: 50, total: 100 } as AxiosProgressEvent);
        return new Promise<FakeReply>((resolve) => (finish = resolve));
      });
      await userEvent.upload(await screen.findByLabelText('选择头像图片'), makeFile('me.png', 'image/png'));
      expect(screen.getByRole('img', { name: '新头像预览' })).toHaveAttribute('src', 'blob:preview');

      await userEvent.click(screen.getByRole('button', { name: '上传头像' }));
      const progress = await screen.findByRole('progressbar', { name: '头像上传进度' });
      await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
      const sent = http.calls.find((c) => c.key === 'POST api/users/updateAvatar')?.data;
      expect(sent).toBeInstanceOf(FormData);
      // eladmin reads the part `avatar`, yshop the part `file`: the one image goes under both names.
      expect((sent as FormData).getAll('avatar')).toEqual([expect.objectContaining({ name: 'me.png', type: 'image/png' })]);
      expect((sent as FormData).getAll('file')).toEqual([expect.objectContaining({ name: 'me.png', type: 'image/png' })]);
      expect([...(sent as FormData).keys()]).toEqual(['avatar', 'file']);

      finish({ status: 200, data: { avatar: 'new-face.png' } });
      await waitFor(() => expect(within(userMenu()).getByRole('img')).toHaveAttribute('src', 'http://api.test/avatar/new-face.png'));
      expect(await screen.findByText('头像已更新')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: '管理员的头像' })).toHaveAttribute('src', 'http://api.test/avatar/new-face.png');
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    });

    it('refuses a file that is not an image before sending anything', async () => {
      const { http } = await open();
      // A user who switched the file dialog to 所有文件.
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(await screen.findByLabelText('选择头像图片'), makeFile('notes.txt', 'text/plain', 'hello'));
      expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_IMAGE_MESSAGE);
      expect(screen.queryByRole('button', { name: '上传头像' })).not.toBeInTheDocument();
      expect(http.calls.some((c) => c.key === 'POST api/users/updateAvatar')).toBe(false);
    });

    it('shows the server’s refusal and keeps the chosen image for another try', async () => {
      await open({ 'POST api/users/updateAvatar': { status: 400, data: { status: 400, message: '只能上传图片（PNG、JPG、GIF、WEBP、BMP）' } } });
      await userEvent.upload(await screen.findByLabelText('选择头像图片'), makeFile('fake.png', 'image/png'));
      await userEvent.click(screen.getByRole('button', { name: '上传头像' }));
      const card = screen.getByRole('region', { name: '个人信息' });
      expect(await within(card).findByRole('alert')).toHaveTextContent('只能上传图片（PNG、JPG、GIF、WEBP、BMP）');
      expect(within(card).getByRole('button', { name: '上传头像' })).toBeEnabled();
      expect(within(userMenu()).getByRole('img')).not.toHaveAttribute('src', expect.stringContaining('/avatar/'));
    });
  });
});
