import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/api';
import { httpEvents, type HttpEvent } from '../../api/httpEvents';
import { getToken } from '../../shared/auth/tokenCookie';
import type { FakeReply } from '../../testing/fakeHttp';
import { disposeAfterTest } from '../../testing/disposeAfterTest';
import { signedInAt } from '../../testing/renderApp';

/*
 * A 401 counts only for the token its call was sent with: a call that answers 401 once
 * the next user has signed in leaves the new session alone.
 */

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    staleProbe: build.query<unknown, string>({ query: (name) => ({ url: `api/${name}` }) }),
  }),
});

const expired: FakeReply = { status: 401, data: { status: 401, message: '当前登录状态过期' } };
const menus = [{ path: '/system', component: 'Layout', alwaysShow: true, meta: { title: '系统管理' }, children: [{ path: 'dict', component: 'system/dict/index', meta: { title: '字典管理' } }] }];
const noDicts: FakeReply = { status: 200, data: { content: [], totalElements: 0 } };

async function signOut() {
  await userEvent.click(await screen.findByRole('button', { name: /^用户菜单：/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
}

async function signInAs(username: string) {
  await screen.findByRole('img', { name: '验证码' });
  await userEvent.type(screen.getByLabelText('账号'), username);
  await userEvent.type(screen.getByLabelText('密码'), '123456');
  await userEvent.type(screen.getByLabelText('验证码'), '8{Enter}');
}

describe('a 401 for a token that is not the session\'s', () => {
  it('the list a page asks for again as the previous user signs out, answering 401 after the next user signed in, does not expire the new session', async () => {
    let answerStale: (reply: FakeReply) => void = () => undefined;
    const { services, http } = await signedInAt('/system/dict', {
      'GET api/menus/build': { status: 200, data: menus },
      'GET api/dict': noDicts,
      'POST auth/login': { status: 200, data: { token: 'Bearer editor-token', user: { username: 'editor', nickName: '编辑', roles: ['dict:list'] } } },
    });
    await screen.findByRole('region', { name: '字典列表' });
    // Signing out empties the API cache while the page is still on screen: it asks for
    // its list again, now without a token, and that answer is slow to come.
    http.set('GET api/dict', (request) =>
      request.headers.Authorization === undefined ? new Promise<FakeReply>((resolve) => (answerStale = resolve)) : noDicts,
    );
    await signOut();
    await signInAs('editor');
    expect(await screen.findByRole('button', { name: '用户菜单：编辑' })).toBeInTheDocument();
    expect(http.calls.filter((c) => c.key === 'GET api/dict').map((c) => c.headers.Authorization)).toContain(undefined);

    const reported: HttpEvent[] = [];
    disposeAfterTest(httpEvents.subscribe((event) => reported.push(event)));
    await act(async () => answerStale(expired));
    // The presenter has been told of it, and has had its say.
    await waitFor(() => expect(reported.map((event) => event.error.status)).toEqual([401]));

    expect(services.session.current?.getSnapshot().value).toBe('ready');
    expect(screen.queryByRole('dialog', { name: '系统提示' })).not.toBeInTheDocument();
    expect(getToken()).toBe('Bearer editor-token');
  });

  it('a 401 for the current token still shows the 系统提示 dialog', async () => {
    const { services } = await signedInAt('/dashboard', { 'GET api/now': expired });
    await act(async () => {
      await services.store.dispatch(probeApi.endpoints.staleProbe.initiate('now', { subscribe: false }));
    });
    expect(await screen.findByRole('dialog', { name: '系统提示' })).toBeInTheDocument();
  });
});
