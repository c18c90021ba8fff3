import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, captureHttpErrors, cellTexts, columnHeaders, listTable, messages } from '@/testing/screenTest';
import type { FakeHttp } from '@/testing/fakeHttp';
import { articleBackend, type Flavour } from './fakeArticles.fixture';
import ArticlePage from './index';

async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const { routes } = articleBackend(flavour);
  const http = await fakeHttp(routes);
  const view = renderWithProviders(<ArticlePage />, {
    path: '/wechat/wearticle',
    session: fakeSession({ roles }).handle,
    routes: [
      { path: '/wechat/artadd', element: <p>新增图文页</p> },
      { path: '/wechat/artadd/:id', element: <p>编辑图文页</p> },
    ],
  });
  await screen.findByText('隐私政策');
  return { http, ...view };
}

const confirmBox = () => screen.getAllByRole('dialog').at(-1)!;

allowSlowScreens();
const errors = captureHttpErrors();
/** The URLs of the calls made with `method` to addresses starting `prefix`. */
const sent = (http: FakeHttp, method: string, prefix: string) => http.calls.filter((c) => c.key.startsWith(`${method} ${prefix}`)).map((c) => c.key.slice(method.length + 1));

describe('图文管理', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists ID, 标题, 作者, 封面, 创建日期 with no 导出 (%s)', async (flavour) => {
    const { table, row } = listTable('图文列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['', 'ID', '标题', '作者', '封面', '创建日期', '操作']);
    expect(cellTexts(row('隐私政策')).slice(1, 4)).toEqual(['49', '隐私政策', '商城客服']);
    expect(cellTexts(row('隐私政策'))[5]).toBe('2021-01-10 08:00:00');
    expect(within(row('隐私政策')).getByRole('img')).toHaveAttribute('src', 'https://img.example.com/b.png');
    expect(http.calls.find((c) => c.key === 'GET api/yxArticle')?.params).toEqual({ page: 0, size: 10, sort: ['id,desc'] });
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('编辑 opens the row’s form page', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: '编辑 用户协议' }));
    expect(await screen.findByText('编辑图文页')).toBeInTheDocument();
  });

  it('新增 opens the add page', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByText('新增图文页')).toBeInTheDocument();
  });

  it('删除 asks, then sends DELETE api/yxArticle/{id}', async () => {
    const { http, store } = await setup('yshop');
    fireEvent.click(screen.getByRole('button', { name: '删除 用户协议' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:删除成功'));
    expect(sent(http, 'DELETE', 'api/yxArticle')).toEqual(['api/yxArticle/50']);
  });

  it('发布 asks first; the embedded server’s refusal is the notice, and no GET is sent', async () => {
    const { http, store } = await setup('embedded');
    fireEvent.click(screen.getByRole('button', { name: '发布 隐私政策' }));
    expect(within(confirmBox()).getByText('确定发布并群发给所有粉丝吗？')).toBeInTheDocument();
    fireEvent.click(within(confirmBox()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toEqual(['未配置公众号，无法发布']));
    expect(sent(http, 'POST', 'api/yxArticle/publish')).toEqual(['api/yxArticle/publish/49']);
    expect(sent(http, 'GET', 'api/yxArticle/publish')).toEqual([]);
    expect(messages(store)).not.toContain('success:发布成功');
  });

  it('发布 on a real yshop, which has only its GET, sends that once the POST is reported missing', async () => {
    const { http, store } = await setup('yshop');
    fireEvent.click(screen.getByRole('button', { name: '发布 隐私政策' }));
    fireEvent.click(within(confirmBox()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:发布成功'));
    expect(sent(http, 'GET', 'api/yxArticle/publish')).toEqual(['api/yxArticle/publish/49']);
    expect(errors).toEqual([]);
  });

  it('发布 is not offered without its authority; a reader has no 新增, 编辑 or 删除', async () => {
    await setup('embedded', ['YXARTICLE_SELECT']);
    expect(screen.queryByRole('button', { name: '发布 隐私政策' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 隐私政策' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览 隐私政策' })).toBeInTheDocument();
  });

  it('预览 shows the article with its HTML sanitised: no handler, script or javascript: link reaches the page', async () => {
    await setup('yshop');
    fireEvent.click(screen.getByRole('button', { name: '预览 隐私政策' }));
    const preview = await screen.findByRole('dialog', { name: '预览：隐私政策' });
    expect(within(preview).getByText('安全正文')).toBeInTheDocument();
    expect(preview.querySelector('[onerror], script')).toBeNull();
    expect(within(preview).getByText('链接')).not.toHaveAttribute('href');
    expect(document.body.innerHTML).not.toMatch(/onerror|__hacked/);
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });
});
