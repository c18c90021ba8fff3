import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, messages } from '@/testing/screenTest';
import WechatMenuPage from './index';

type Flavour = 'yshop' | 'embedded';

const STORED = [
  { name: '单商户', type: 'click', key: 'yshop', subButtons: [{ name: '公众号h5', type: 'view', url: 'https://h5.yixiang.co' }] },
  { name: '联系我们', type: 'click', key: 'contact' },
];
/** yshop's `addTime` is its stored seconds; both send `result` as JSON text. */
const answer = (flavour: Flavour) => ({ status: 200, data: { key: 'wechat_menus', result: JSON.stringify(STORED), addTime: flavour === 'yshop' ? 1570435277 : 1764000000 } });
const REFUSED = { status: 400, data: { status: 400, message: '未配置公众号，无法发布' } };

async function setup(flavour: Flavour, publish: { status: number; data?: unknown } = REFUSED, roles = ['admin']) {
  const http = await fakeHttp({ 'GET api/YxWechatMenu': answer(flavour), 'POST api/YxWechatMenu': publish });
  const view = renderWithProviders(<WechatMenuPage />, { path: '/wechat/wemenu', session: fakeSession({ roles }).handle });
  await screen.findByRole('button', { name: '菜单 单商户' });
  return { http, ...view };
}

const input = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const chooseType = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '菜单类型' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

allowSlowScreens();

describe('微信菜单', () => {
  it.each<Flavour>(['yshop', 'embedded'])('shows the stored menus; a menu with sub-menus is only its name (%s)', async (flavour) => {
    await setup(flavour);
    expect(within(screen.getByRole('group', { name: '菜单预览' })).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      '子菜单 公众号h5', '添加子菜单 单商户', '菜单 单商户', '添加子菜单 联系我们', '菜单 联系我们', '添加菜单',
    ]);
    expect(input('菜单名称')).toHaveValue('单商户');
    expect(screen.getByText('已添加子菜单，仅可设置菜单名称。')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '菜单类型' })).not.toBeInTheDocument();
    press('子菜单 公众号h5');
    expect(input('跳转地址')).toHaveValue('https://h5.yixiang.co');
  });

  it('checks 保存发布 with yshop’s messages, selecting the button at fault, and sends nothing', async () => {
    const { http } = await setup('embedded');
    press('菜单 联系我们');
    type('关键字', '');
    press('保存发布');
    expect(await screen.findByText('请输入关键字')).toBeInTheDocument();
    await chooseType('跳转网页');
    press('保存发布');
    expect(await screen.findByText('请输入跳转地址')).toBeInTheDocument();
    await chooseType('小程序');
    type('appId', 'wx604d2ea4702620d2');
    press('保存发布');
    expect(await screen.findByText('请填写完整小程序配置')).toBeInTheDocument();
    press('子菜单 公众号h5');
    type('菜单名称', ' ');
    press('保存发布');
    expect(await screen.findByText('请输入按钮名称')).toBeInTheDocument();
    expect(calls(http, 'POST api/YxWechatMenu')).toHaveLength(0);
  });

  it('asks for a menu when every one is deleted (请添加菜单)', async () => {
    const { http } = await setup('embedded');
    press('删除');
    press('菜单 联系我们');
    press('删除');
    press('保存发布');
    expect(await screen.findByText('请添加菜单')).toBeInTheDocument();
    expect(calls(http, 'POST api/YxWechatMenu')).toHaveLength(0);
  });

  it('on the embedded server shows 未配置公众号，无法发布 and keeps the edit; the body names each type’s own inputs', async () => {
    const { http } = await setup('embedded');
    press('添加子菜单 联系我们');
    expect(input('菜单名称')).toHaveValue('子菜单名称');
    type('菜单名称', '小程序商城');
    await chooseType('小程序');
    type('appId', 'wx604d2ea4702620d2');
    type('备用网页url', 'https://h5.yixiang.co');
    type('小程序路径', 'pages/Loading/index');
    press('添加菜单');
    type('菜单名称', '官网');
    await chooseType('跳转网页');
    type('跳转地址', 'https://www.yixiang.co');
    press('保存发布');
    expect(await screen.findByRole('alert')).toHaveTextContent('未配置公众号，无法发布');
    expect(calls(http, 'POST api/YxWechatMenu').map((c) => c.data)).toEqual([
      {
        buttons: [
          { name: '单商户', subButtons: [{ name: '公众号h5', type: 'view', url: 'https://h5.yixiang.co' }] },
          { name: '联系我们', subButtons: [{ name: '小程序商城', type: 'miniprogram', appId: 'wx604d2ea4702620d2', pagePath: 'pages/Loading/index', url: 'https://h5.yixiang.co' }] },
          { name: '官网', type: 'view', url: 'https://www.yixiang.co' },
        ],
      },
    ]);
    expect(input('跳转地址')).toHaveValue('https://www.yixiang.co');
    expect(screen.getByRole('button', { name: '子菜单 小程序商城' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加菜单' })).not.toBeInTheDocument();
    expect(calls(http, 'GET api/YxWechatMenu')).toHaveLength(1);
  });

  it('against yshop says 添加成功 once published', async () => {
    const { http, store } = await setup('yshop', { status: 200 });
    press('保存发布');
    await waitFor(() => expect(messages(store)).toContain('success:添加成功'));
    expect(calls(http, 'POST api/YxWechatMenu')).toHaveLength(1);
    expect(screen.queryByText('未配置公众号，无法发布')).not.toBeInTheDocument();
  });

  it('an operator who may only read sees the menu without 保存发布, 添加菜单 or 删除', async () => {
    await setup('embedded', REFUSED, ['YxWechatMenu_SELECT']);
    expect(screen.queryByRole('button', { name: '保存发布' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(input('菜单名称')).toBeDisabled();
  });
});
