import fs from 'node:fs';
import { call, createTestApp, destroyTestApp, encrypt, expectError, login, loginRequest, multipartParts, pngImage, upload, type TestApp } from '../testing/harness';
import type { UserView } from './repository';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => destroyTestApp(t));

const me = async (token: string) => (await call(t.app, 'GET', '/auth/info', { token })).json<UserView>();

describe('PUT api/users/center', () => {
  it('updates the caller’s own nickName, phone and sex (204)', async () => {
    const token = await login(t.app, 'editor');
    const { id } = await me(token);
    const res = await call(t.app, 'PUT', '/api/users/center', { token, body: { id, nickName: '小编', phone: '13912345678', sex: '男' } });
    expect(res.statusCode).toBe(204);
    expect(await me(token)).toMatchObject({ nickName: '小编', phone: '13912345678', sex: '男' });
  });

  it('refuses another user’s record', async () => {
    const token = await login(t.app, 'editor');
    const adminId = (await me(await login(t.app, 'admin'))).id;
    expectError(await call(t.app, 'PUT', '/api/users/center', { token, body: { id: adminId, nickName: 'x', sex: '男' } }), 400, '不能修改他人资料');
  });

  it('validates the fields', async () => {
    const token = await login(t.app);
    const { id } = await me(token);
    expectError(await call(t.app, 'PUT', '/api/users/center', { token, body: { id, nickName: '', sex: '男' } }), 400, '昵称不能为空');
    expectError(await call(t.app, 'PUT', '/api/users/center', { token, body: { id, nickName: 'a', phone: '123', sex: '男' } }), 400, '手机号码格式不正确');
    expectError(await call(t.app, 'PUT', '/api/users/center', { token, body: { id, nickName: 'a', sex: '?' } }), 400, '性别只能是男或女');
    expectError(await call(t.app, 'PUT', '/api/users/center', { body: { id, nickName: 'a', sex: '男' } }), 401);
  });
});

describe('POST api/users/updatePass', () => {
  const change = (token: string, oldPass: string, newPass: string) =>
    call(t.app, 'POST', '/api/users/updatePass', { token, body: { oldPass: encrypt(t.app, oldPass), newPass: encrypt(t.app, newPass) } });

  it('changes the password, ends the other sessions, keeps this one', async () => {
    const token = await login(t.app, 'editor');
    const other = await login(t.app, 'editor');
    const res = await change(token, '123456', 'n3w-pass');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect((await call(t.app, 'GET', '/auth/info', { token })).statusCode).toBe(200);
    expectError(await call(t.app, 'GET', '/auth/info', { token: other }), 401);
    expect((await loginRequest(t.app, 'editor', '123456')).statusCode).toBe(400);
    expect((await loginRequest(t.app, 'editor', 'n3w-pass')).statusCode).toBe(200);
  });

  it('answers the eladmin messages for a wrong old password and an unchanged one', async () => {
    const token = await login(t.app, 'editor');
    expectError(await change(token, 'wrong-old', 'n3w-pass'), 400, '修改失败，旧密码错误');
    expectError(await change(token, '123456', '123456'), 400, '新密码不能与旧密码相同');
    expectError(await change(token, '123456', '123'), 400, '新密码长度须为 6 到 20 位');
  });

  it('refuses passwords that are not RSA ciphertext', async () => {
    const token = await login(t.app, 'editor');
    const res = await call(t.app, 'POST', '/api/users/updatePass', { token, body: { oldPass: '123456', newPass: 'abcdefg' } });
    expectError(res, 400, '密码解密失败，请刷新页面后重试');
    expectError(await call(t.app, 'POST', '/api/users/updatePass', { token, body: { oldPass: 'x' } }), 400, '新密码不能为空');
  });
});

describe('POST api/users/updateAvatar and GET /avatar/{file}', () => {
  it('stores the image, answers its file name and serves it', async () => {
    const token = await login(t.app, 'editor');
    const image = pngImage(20, 10);
    const res = await upload(t.app, '/api/users/updateAvatar', token, 'avatar', 'me.png', image);
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json<{ avatar: string }>();
    expect(avatar).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await me(token)).avatar).toBe(avatar);

    const served = await call(t.app, 'GET', `/avatar/${avatar}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);

    // A new avatar replaces the old file.
    const next = (await upload(t.app, '/api/users/updateAvatar', token, 'avatar', 'me2.png', pngImage(5, 5))).json<{ avatar: string }>();
    expect(next.avatar).not.toBe(avatar);
    expectError(await call(t.app, 'GET', `/avatar/${avatar}`), 404, '文件不存在');
  });

  // eladmin reads the part `avatar`, yshop `file`; the console sends both (each back
  // end ignores the other), and this server takes whichever it gets.
  it.each(['avatar', 'file'])('accepts the image as the part `%s` alone', async (field) => {
    const token = await login(t.app, 'editor');
    const res = await upload(t.app, '/api/users/updateAvatar', token, field, 'me.png', pngImage(3, 3));
    expect(res.statusCode).toBe(200);
    expect((await me(token)).avatar).toBe(res.json<{ avatar: string }>().avatar);
  });

  it('accepts the image under both names, as the console sends it, and stores it once', async () => {
    const token = await login(t.app, 'editor');
    const image = pngImage(6, 4);
    const { payload, headers } = multipartParts([
      { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: image },
      { field: 'file', filename: 'me.png', contentType: 'image/png', data: image },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/updateAvatar', payload, headers: { ...headers, authorization: token } });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json<{ avatar: string }>();
    expect((await call(t.app, 'GET', `/avatar/${avatar}`)).rawPayload.equals(image)).toBe(true);
    expect(fs.readdirSync(`${t.app.ctx.files.root}/avatar`)).toEqual([avatar]);
  });

  it('refuses a non-image, the wrong field and anonymous callers', async () => {
    const token = await login(t.app, 'editor');
    expectError(await upload(t.app, '/api/users/updateAvatar', token, 'avatar', 'evil.png', Buffer.from('<svg onload=alert(1)>')), 400, /只能上传图片/);
    expectError(await upload(t.app, '/api/users/updateAvatar', token, 'image', 'me.png', pngImage(2, 2)), 400, '请使用字段 avatar 或 file 上传文件');
    const anon = await t.app.inject({ method: 'POST', url: '/api/users/updateAvatar', payload: {} });
    expectError(anon, 401);
    expect((await me(token)).avatar).toBeNull();
  });
});
