import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PageContext } from '@/features/navigation/PageContext';
import type { RouteSpec } from '@/features/navigation/buildNavigation';
import { viewVisited } from '@/features/tabs/slice';
import { fakeHttp, type FakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { quickUser } from '@/testing/quickUser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, captureHttpErrors, messages } from '@/testing/screenTest';
import { articleBackend, HOSTILE, type Flavour } from './fakeArticles.fixture';
import ArticleFormPage from './form';

const user = quickUser();

// TipTap needs a browser's layout (e2e/shop-articles types into it); here 正文 is a plain text box
// showing what the editor is given, so the test sees that the form hands it the stored text.
jest.mock('@/kit/richText/RichTextEditor', () => ({
  __esModule: true,
  default: ({ label, initial, onChange }: { label: string; initial: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initial} onChange={(event) => onChange(event.target.value)} />
  ),
}));

allowSlowScreens(60_000);
const errors = captureHttpErrors();

const LIBRARY = {
  content: ['cover', 'other'].map((name, i) => ({ id: i + 1, filename: `${name}.png`, url: `https://img.test/${name}.png`, size: 100, width: 10, height: 10, createTime: '2026-11-22 10:00:00' })),
  totalElements: 2,
};

async function setup({ flavour = 'embedded' as Flavour, id, roles = ['admin'] }: { flavour?: Flavour; id?: number; roles?: string[] } = {}) {
  const { routes } = articleBackend(flavour);
  const http = await fakeHttp({ ...routes, 'GET api/pictures': { status: 200, data: LIBRARY } });
  const path = id === undefined ? '/wechat/artadd' : `/wechat/artadd/${id}`;
  const page: RouteSpec = { path, component: 'wechat/article/form', title: id === undefined ? '新增图文' : '编辑图文', noCache: false, affix: false, hidden: true, crumbs: [], ...(id === undefined ? {} : { pattern: '/wechat/artadd/:id', params: { id: String(id) } }) };
  const view = renderWithProviders(
    <PageContext.Provider value={page}>
      <ArticleFormPage />
    </PageContext.Provider>,
    { path, session: fakeSession({ roles }).handle, routes: [{ path: '/wechat/wearticle', element: <p>图文列表页</p> }] },
  );
  act(() => {
    view.store.dispatch(viewVisited({ path, fullPath: path, title: page.title, noCache: false }));
  });
  await screen.findByRole('textbox', { name: /标题/ });
  return { http, ...view };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const writes = (http: FakeHttp, method: 'POST' | 'PUT') => http.calls.filter((c) => c.key === `${method} api/yxArticle`).map((c) => c.data);

describe('the article form page', () => {
  it('refuses an empty form with the server’s five messages, sending nothing', async () => {
    const { http } = await setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    for (const message of ['请输入文章标题', '请输入文章作者', '请上传文章图片', '请填写文章简介', '请填写文章详情']) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入文章标题');
    type(/标题/, '会员日');
    type(/作者/, '运营部');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请上传文章图片');
    expect(writes(http, 'POST')).toEqual([]);
  });

  it('creates an article with its cover chosen in the picture dialog, then goes back to the list', async () => {
    const { http, store } = await setup();
    type(/标题/, ' 会员日活动 ');
    type(/作者/, '运营部');
    await user.click(screen.getByRole('button', { name: '选择图片' }));
    const dialog = await screen.findByRole('dialog', { name: '选择图片：封面' });
    await user.click(await within(dialog).findByRole('button', { name: '选择 cover.png' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /封面/ })).toHaveValue('https://img.test/cover.png'));
    type(/简介/, '每月八号会员日');
    type('文章详情', '<p>全场九折</p>');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('图文列表页')).toBeInTheDocument();
    expect(writes(http, 'POST')).toEqual([{ title: '会员日活动', author: '运营部', imageInput: 'https://img.test/cover.png', synopsis: '每月八号会员日', content: '<p>全场九折</p>' }]);
    expect(messages(store)).toContain('success:添加成功');
    expect(errors).toEqual([]);
  });

  it.each<Flavour>(['yshop', 'embedded'])('edits a saved article read with info/{id}, sending its id (%s)', async (flavour) => {
    const { http, store } = await setup({ flavour, id: 50 });
    expect(await screen.findByRole('heading', { name: '编辑图文：用户协议' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /作者/ })).toHaveValue('商城客服');
    expect(screen.getByRole('textbox', { name: '文章详情' })).toHaveValue('<p>您应提供真实信息。</p>');
    type(/标题/, '用户服务协议');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(store)).toContain('success:修改成功'));
    expect(writes(http, 'PUT')).toEqual([{ id: 50, title: '用户服务协议', author: '商城客服', imageInput: '/file/pictures/a.png', synopsis: '注册前请阅读', content: '<p>您应提供真实信息。</p>' }]);
  });

  it('keeps a hostile article’s HTML out of the page: the cover preview is a picture, the text goes only to the (sanitising) editor', async () => {
    await setup({ id: 49 });
    expect(await screen.findByRole('heading', { name: '编辑图文：隐私政策' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '文章详情' })).toHaveValue(HOSTILE);
    expect(document.querySelector('[onerror], script')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('shows a reader the article without 保存, the inputs disabled', async () => {
    await setup({ id: 50, roles: ['YXARTICLE_SELECT', 'YXARTICLE_GET'] });
    expect(await screen.findByRole('heading', { name: '编辑图文：用户协议' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /标题/ })).toBeDisabled();
  });
});
