import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, epochOf, listTable, messages } from '@/testing/screenTest';
import AppVersionPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; versionName: string; versionInfo: string; versionCode: string; iosUrl: string; androidUrl: string; forceUpdate: number; createTime: string; updateTime: string | null };

const VERSIONS: Row[] = [
  { id: 2, versionName: 'v1.2.0', versionInfo: '修复支付回调问题', versionCode: '120', iosUrl: 'https://apps.apple.com/cn/app/id1', androidUrl: 'https://dl.example.com/1.2.0.apk', forceUpdate: 1, createTime: '2026-11-20 09:00:00', updateTime: '2026-11-21 10:00:00' },
  { id: 1, versionName: 'v1.0.0', versionInfo: '首个正式版本', versionCode: '100', iosUrl: '', androidUrl: 'https://dl.example.com/1.0.0.apk', forceUpdate: 0, createTime: '2026-08-01 09:00:00', updateTime: null },
];

/** yshop sends both times as epoch ms (2.11) and `isDel`; the embedded server text times. */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxAppVersion',
    records: VERSIONS.map((v) => ({ ...v })),
    toWire: (v) => (flavour === 'yshop' ? { ...v, isDel: 0, createTime: epochOf(v.createTime), updateTime: v.updateTime && epochOf(v.updateTime) } : v),
    reads: [],
  });
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<AppVersionPage />, { path: '/mallset/appVersion', session: fakeSession({ roles }).handle });
  await screen.findByText('v1.2.0');
  return { http, ...view };
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const type = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });

allowSlowScreens();
const errors = captureHttpErrors();

describe('app版本控制', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the versions with yshop’s columns, 是 / 否, 更新时间 the update time else the creation (%s)', async (flavour) => {
    const { table, row } = listTable('app版本控制列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['', '版本名称', '版本描述', '版本code', 'ios store应用商店链接', '安卓下载链接', '是否强制升级', '更新时间', '操作']);
    expect(cellTexts(row('v1.2.0')).slice(1, 8)).toEqual(['v1.2.0', '修复支付回调问题', '120', 'https://apps.apple.com/cn/app/id1', 'https://dl.example.com/1.2.0.apk', '是', '2026-11-21 10:00:00']);
    expect(cellTexts(row('v1.0.0')).slice(6, 8)).toEqual(['否', '2026-08-01 09:00:00']);
    expect(calls(http, 'GET api/yxAppVersion')[0]?.params).toEqual({ page: 0, size: 10, sort: ['id,desc'] });
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '搜索' })).not.toBeInTheDocument();
  });

  it('新增 asks for 版本名称 and 版本code and refuses a link that is not http(s) before sending', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    press('确认');
    expect(await within(dialog()).findByText('请输入版本名称')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入版本code')).toBeInTheDocument();
    type(/版本名称/, 'v2.0.0');
    type(/版本code/, '200');
    type(/版本描述/, '全新界面');
    type(/安卓下载链接/, 'ftp://dl.example.com/2.0.0.apk');
    press('确认');
    expect(await within(dialog()).findByText('安卓下载链接必须以 http:// 或 https:// 开头')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxAppVersion')).toHaveLength(0);
    type(/安卓下载链接/, 'https://dl.example.com/2.0.0.apk');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /是否强制升级/ }));
    fireEvent.click(await screen.findByRole('option', { name: '是' }));
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:新增成功'));
    expect(calls(http, 'POST api/yxAppVersion').map((c) => c.data)).toEqual([
      { versionName: 'v2.0.0', versionInfo: '全新界面', versionCode: '200', iosUrl: '', androidUrl: 'https://dl.example.com/2.0.0.apk', forceUpdate: 1 },
    ]);
    expect(errors).toEqual([]);
  });

  it('编辑 sends the whole row with its id; 删除 asks and sends [id]', async () => {
    const { http } = await setup('yshop');
    fireEvent.click(screen.getByRole('button', { name: '编辑 v1.0.0' }));
    expect(within(dialog()).getByRole('textbox', { name: /版本名称/ })).toHaveValue('v1.0.0');
    type(/ios应用商店链接/, 'https://apps.apple.com/cn/app/id2');
    press('确认');
    await waitFor(() => expect(calls(http, 'PUT api/yxAppVersion')).toHaveLength(1));
    expect(calls(http, 'PUT api/yxAppVersion')[0]?.data).toEqual({
      id: 1, versionName: 'v1.0.0', versionInfo: '首个正式版本', versionCode: '100', iosUrl: 'https://apps.apple.com/cn/app/id2', androidUrl: 'https://dl.example.com/1.0.0.apk', forceUpdate: 0,
    });
    fireEvent.click(screen.getByRole('button', { name: '删除 v1.0.0' }));
    const ask = screen.getByRole('alertdialog', { name: '提示' });
    fireEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/yxAppVersion').map((c) => c.data)).toEqual([[1]]));
    await waitFor(() => expect(screen.queryByText('v1.0.0')).not.toBeInTheDocument());
  });

  it('an operator with yxAppVersion:list alone sees the list and 导出, no 新增, 编辑 or 删除', async () => {
    await setup('embedded', ['yxAppVersion:list']);
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 v1.2.0' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 v1.2.0' })).not.toBeInTheDocument();
  });
});
