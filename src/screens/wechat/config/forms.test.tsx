import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { recordingStore } from '@/testing/recordingStore';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, messages } from '@/testing/screenTest';
import ExpressConfigPage from './express';
import WechatConfigPage from './index';
import PayConfigPage from './pay';
import PromoterConfigPage from './promoter';
import ShopConfigPage from './shop';
import SmsConfigPage from './sms';
import WxappConfigPage from './wxapp';

type Flavour = 'embedded' | 'yshop';

/** Secrets as each back end answers them: the embedded server masks, yshop sends them plain. */
const SECRETS: Record<string, string> = {
  wechat_appsecret: 'yshop-plain-app-secret',
  wxpay_mchKey: 'yshop-plain-mch-key',
  wxapp_secret: 'yshop-plain-wxapp-secret',
  sms_access_secret: 'yshop-plain-sms-secret',
  exp_appKey: 'yshop-plain-exp-key',
};

/** The dump's rows (section 9) the forms read, a few set to tell them apart; every key of every form, none posted by another. */
const ROWS: Record<string, string> = {
  wechat_appid: 'wxc061dee8806ff712',
  wechat_token: '',
  wechat_encodingaeskey: '',
  wechat_share_img: 'https://image.dayouqiantu.cn/list_34.png',
  wechat_share_title: 'yshop电商系统',
  wechat_share_synopsis: 'springboot2前后端分离电商系统',
  api: 'http://你的H5端域名/api/wechat/serve',
  wechat_name: '',
  wx_native_app_appId: 'wx7c84ede33062d1e4',
  wxpay_mchId: '1493624002',
  wxpay_keyPath: 'https://app2.yixiang.co/file/019122912051730.p12',
  wxapp_appId: 'wx604d2ea4702620d2',
  site_url: 'https://wx.yixiang.co',
  api_url: 'https://wxapi.yixiang.co',
  admin_api_url: 'https://app2.yixiang.co',
  file_store_mode: '1',
  store_free_postage: '200',
  sms_enable: '2',
  sms_sign: 'yshop',
  sms_templateId: 'SMS_182680588',
  sms_region: 'cn-hangzhou',
  sms_access_key: '',
  exp_enable: '1',
  exp_appId: '1607734',
  store_brokerage_open: '1',
  store_brokerage_ratio: '70',
  store_brokerage_two: '30',
  user_extract_min_price: '1',
  integral_ratio: '1',
};

function configBackend(flavour: Flavour) {
  const stored = new Map<string, string>(Object.entries(ROWS));
  for (const [key, value] of Object.entries(SECRETS)) stored.set(key, flavour === 'yshop' ? value : '******');
  const page = (): FakeReply => ({
    status: 200,
    // yshop's radios' values come as numbers from some rows: the form reads both.
    data: { content: [...stored].map(([menuName, value], i) => ({ id: 160 + i, menuName, value: flavour === 'yshop' && /^\d$/.test(value) ? Number(value) : value, sort: 0, status: 0 })), totalElements: stored.size },
  });
  return fakeHttp({
    'GET api/yxSystemConfig': page,
    'POST api/yxSystemConfig': (request) => {
      for (const [key, value] of Object.entries(JSON.parse(String(request.data)) as Record<string, string>)) stored.set(key, value);
      return { status: 201 };
    },
  });
}

interface FormCase {
  title: string;
  Page: ComponentType;
  /** Inputs with their stored values (a secret's input is empty). */
  shown: Record<string, string>;
  /** Radio groups and the choice checked from the stored text. */
  checked?: Record<string, string>;
  /** What 提交 sends untouched: its own keys, no secret, nothing display-only. */
  body: Record<string, string>;
}

const FORMS: FormCase[] = [
  {
    title: '公众号配置',
    Page: WechatConfigPage,
    shown: { AppID: 'wxc061dee8806ff712', AppSecret: '', 微信验证TOKEN: '', EncodingAESKey: '', 微信分享图片: 'https://image.dayouqiantu.cn/list_34.png', 关注二维码: '', 微信分享标题: 'yshop电商系统' },
    body: { wechat_appid: 'wxc061dee8806ff712', wechat_share_img: 'https://image.dayouqiantu.cn/list_34.png', wechat_follow_img: '', wechat_share_title: 'yshop电商系统', wechat_share_synopsis: 'springboot2前后端分离电商系统' },
  },
  {
    title: '微信支付配置',
    Page: PayConfigPage,
    shown: { 微信APP支付AppID: 'wx7c84ede33062d1e4', 商户id: '1493624002', 商户密钥: '', 微信证书: 'https://app2.yixiang.co/file/019122912051730.p12' },
    body: { wx_native_app_appId: 'wx7c84ede33062d1e4', wxpay_mchId: '1493624002', wxpay_keyPath: 'https://app2.yixiang.co/file/019122912051730.p12' },
  },
  { title: '小程序配置', Page: WxappConfigPage, shown: { AppID: 'wx604d2ea4702620d2', 小程序密钥: '' }, body: { wxapp_appId: 'wx604d2ea4702620d2' } },
  {
    title: '商城系统配置',
    Page: ShopConfigPage,
    shown: { 移动端H5地址: 'https://wx.yixiang.co', 'uniapp-H5地址': '', 移动端API地址: 'https://wxapi.yixiang.co', 后台API地址: 'https://app2.yixiang.co', 包邮金额: '200' },
    // No row for the last two: they start where yshop's form starts them.
    checked: { 文件存储方式: '本地存储', 隐藏充值按钮: '隐藏', 微信发货信息管理: '关闭' },
    body: { site_url: 'https://wx.yixiang.co', uni_site_url: '', api_url: 'https://wxapi.yixiang.co', admin_api_url: 'https://app2.yixiang.co', file_store_mode: '1', store_free_postage: '200', yshop_show_recharge: '1', yshop_wechat_routine_shipping: '0' },
  },
  {
    title: '阿里云短信',
    Page: SmsConfigPage,
    shown: { 签名: 'yshop', 模板id: 'SMS_182680588', region: 'cn-hangzhou', accessKey: '', accessKeySecret: '' },
    checked: { 开启短信: '关闭' },
    body: { sms_enable: '2', sms_sign: 'yshop', sms_templateId: 'SMS_182680588', sms_region: 'cn-hangzhou', sms_access_key: '' },
  },
  { title: '快递鸟配置', Page: ExpressConfigPage, shown: { appId: '1607734', appKey: '' }, checked: { 开启: '开启' }, body: { exp_enable: '1', exp_appId: '1607734' } },
  {
    title: '分销配置',
    Page: PromoterConfigPage,
    shown: { 一级返佣比例: '70', 二级返佣比例: '30', 提现最低金额: '1' },
    checked: { 分销开关: '开启' },
    body: { store_brokerage_open: '1', store_brokerage_ratio: '70', store_brokerage_two: '30', user_extract_min_price: '1' },
  },
];

async function setup(Page: ComponentType, flavour: Flavour = 'embedded', roles = ['admin']) {
  const http = await configBackend(flavour);
  const recording = recordingStore();
  renderWithProviders(<Page />, { store: recording.store, session: fakeSession({ roles }).handle });
  await screen.findByRole('button', { name: '提交' });
  return { http, ...recording };
}

/** An input by its label, a required one's asterisk allowed. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`), { selector: 'input' });
const choice = (group: string, label: string) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: label });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

allowSlowScreens();

describe.each(FORMS)('$title', ({ title, Page, shown, checked = {}, body }) => {
  it.each(['embedded', 'yshop'] as const)('shows the stored values and radios, and 提交 posts only its own keys, no untouched secret (%s)', async (flavour) => {
    const { http, store, holds } = await setup(Page, flavour);
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    for (const [label, value] of Object.entries(shown)) expect([label, field(label)]).toEqual([label, expect.objectContaining({ value })]);
    for (const [group, label] of Object.entries(checked)) expect(choice(group, label)).toBeChecked();
    submit();
    await waitFor(() => expect(messages(store)).toContain('success:设置成功'));
    expect(calls(http, 'POST api/yxSystemConfig').map((call) => call.data)).toEqual([body]);
    for (const secret of Object.values(SECRETS)) expect(holds(secret)).toBe(false);
  });
});

describe('config forms', () => {
  it('never put a secret typed into 公众号配置 into the store or an action; it is sent once, the others not', async () => {
    const { http, store, actions, holds } = await setup(WechatConfigPage, 'yshop');
    fireEvent.change(field('AppSecret'), { target: { value: 'typed-app-secret-0001' } });
    fireEvent.change(field('EncodingAESKey'), { target: { value: 'typed-aes-key-0002' } });
    submit();
    await waitFor(() => expect(messages(store)).toContain('success:设置成功'));
    expect(calls(http, 'POST api/yxSystemConfig')[0]?.data).toMatchObject({ wechat_appsecret: 'typed-app-secret-0001', wechat_encodingaeskey: 'typed-aes-key-0002' });
    expect(calls(http, 'POST api/yxSystemConfig')[0]?.data).not.toHaveProperty('wechat_token');
    await waitFor(() => expect(calls(http, 'GET api/yxSystemConfig')).toHaveLength(2));
    expect(actions.length).toBeGreaterThan(5);
    expect(holds('wxc061dee8806ff712')).toBe(true);
    for (const secret of ['typed-app-secret-0001', 'typed-aes-key-0002', SECRETS.wechat_appsecret!]) expect(holds(secret)).toBe(false);
  });

  it('show a radio’s stored value after a save and a reload, whatever the back end’s type', async () => {
    const { http } = await setup(ShopConfigPage, 'yshop');
    fireEvent.click(choice('文件存储方式', '云存储'));
    fireEvent.click(choice('隐藏充值按钮', '显示'));
    submit();
    await waitFor(() => expect(calls(http, 'GET api/yxSystemConfig')).toHaveLength(2));
    expect(calls(http, 'POST api/yxSystemConfig')[0]?.data).toMatchObject({ file_store_mode: '2', yshop_show_recharge: '0' });
    await waitFor(() => expect(choice('文件存储方式', '云存储')).toBeChecked());
    expect(choice('隐藏充值按钮', '显示')).toBeChecked();
  });

  it('refuse a ratio over 100 and a negative 提现最低金额 in 分销配置 before sending', async () => {
    const { http } = await setup(PromoterConfigPage);
    fireEvent.change(field('一级返佣比例'), { target: { value: '100.5' } });
    fireEvent.change(field('提现最低金额'), { target: { value: '-1' } });
    submit();
    expect(await screen.findByText('一级返佣比例必须是 0 到 100 之间的数，最多两位小数')).toBeInTheDocument();
    expect(screen.getByText('提现最低金额必须在 0.00 到 99999999.99 之间')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxSystemConfig')).toHaveLength(0);
  });

  it('offer a picture key’s 选择图片 and preview, and post a typed address', async () => {
    const { http, store } = await setup(WechatConfigPage);
    expect(screen.getByRole('img', { name: '微信分享图片预览' })).toHaveAttribute('src', 'https://image.dayouqiantu.cn/list_34.png');
    expect(screen.getAllByRole('button', { name: '选择图片' })).toHaveLength(2);
    fireEvent.change(field('关注二维码'), { target: { value: 'https://img.example.com/follow.png' } });
    submit();
    await waitFor(() => expect(messages(store)).toContain('success:设置成功'));
    expect(calls(http, 'POST api/yxSystemConfig')[0]?.data).toMatchObject({ wechat_follow_img: 'https://img.example.com/follow.png' });
  });

  it('show 快递鸟申请地址 as a link opening in a new tab', async () => {
    await setup(ExpressConfigPage);
    const link = screen.getByRole('link', { name: '点我注册！' });
    expect(link).toHaveAttribute('href', 'https://www.kdniao.com/reg');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/快递鸟申请地址：/)).toBeInTheDocument();
  });

  it('are read-only for an operator who may only read', async () => {
    const http = await configBackend('embedded');
    renderWithProviders(<SmsConfigPage />, { session: fakeSession({ roles: ['YXSYSTEMCONFIG_SELECT'] }).handle });
    expect(await screen.findByDisplayValue('SMS_182680588')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    expect(calls(http, 'POST api/yxSystemConfig')).toHaveLength(0);
  });
});
