import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineGroup } from '@/api/resource/defineGroup';
import { fakeGroupData, type GroupFlavour, type GroupRecord } from '@/testing/fakeGroupData';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, listTable, messages } from '@/testing/screenTest';
import { GroupPage } from './GroupPage';

/** A made-up group with a key of every kind, so the kind is tested once whatever group uses it. */
const showcase = defineGroup(
  {
    group: 'test_showcase',
    title: '橱窗',
    label: '橱窗配置',
    fields: [
      { key: 'name', label: '标题', kind: 'text', required: '名称必须填写', max: 10 },
      { key: 'url', label: '链接url', formLabel: '跳转url', kind: 'link' },
      { key: 'wxapp_url', label: '小程序路由', kind: 'link', shown: false },
      { key: 'pic', label: '图片', kind: 'picture', size: '750*375', required: '图片必须上传' },
      { key: 'color', label: '背景色', kind: 'colour' },
      { key: 'count', label: '数量', kind: 'number', required: '请输入数量', min: 0, max: 99, initial: 1 },
      { key: 'price', label: '额度', kind: 'money', required: '请输入额度', min: 1 },
    ],
  },
  { url: 'api/yxSystemGroupData', authorities: { list: ['G_SELECT'], add: ['G_CREATE'], edit: ['G_EDIT'], del: ['G_DELETE'] } },
);

const ROWS: GroupRecord[] = [
  { id: 7, groupName: 'test_showcase', sort: 1, status: 0, map: { name: '冬季', url: '/winter', wxapp_url: '/pages/winter/main', pic: 'https://img.example.com/w.jpg', color: '#112233', count: 3, price: 12.5 } },
  { id: 8, groupName: 'test_showcase', sort: 9, status: 1, map: { name: '夏季', url: '/summer', wxapp_url: '', pic: 'https://img.example.com/s.jpg', color: '', count: 0, price: 100 } },
  { id: 9, groupName: 'other_group', sort: 50, status: 1, map: { name: '别的组' } },
];

async function setup(flavour: GroupFlavour = 'embedded', roles = ['admin']) {
  const backend = fakeGroupData(flavour, ROWS.map((r) => ({ ...r, map: { ...r.map } })));
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<GroupPage group={showcase} />, { path: '/mallset/showcase', session: fakeSession({ roles }).handle });
  await screen.findByText('夏季');
  return { http, backend, ...view };
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const type = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

allowSlowScreens();
const errors = captureHttpErrors();

describe('GroupPage (a group of group data as a screen)', () => {
  it.each<GroupFlavour>(['yshop', 'embedded'])('lists its group alone in 排序 order: keys from map, thumbnails, colour, amounts, 显示 / 不显示 (%s)', async (flavour) => {
    const { http } = await setup(flavour);
    const { table, row } = listTable('橱窗列表');
    expect(columnHeaders(table())).toEqual(['', 'ID', '标题', '链接url', '图片', '背景色', '数量', '额度', '排序', '状态', '操作']);
    expect(within(table()).getAllByRole('row').slice(1).map((r) => cellTexts(r)[2])).toEqual(['夏季', '冬季']);
    expect(cellTexts(row('冬季')).slice(1, 10)).toEqual(['7', '冬季', '/winter', '', '#112233', '3', '12.50', '1', '不显示']);
    expect(cellTexts(row('夏季')).slice(6, 10)).toEqual(['0', '100.00', '9', '显示']);
    expect(within(row('冬季')).getByRole('img', { name: '冬季 图片' })).toHaveAttribute('src', 'https://img.example.com/w.jpg');
    expect(screen.queryByText('别的组')).not.toBeInTheDocument();
    expect(calls(http, 'GET api/yxSystemGroupData')[0]?.params).toMatchObject({ page: 0, size: 10, groupName: 'test_showcase' });
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('新增 says the recommended size, checks each kind before sending, and sends the keys with sort and status', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(within(dialog()).getByText('建议尺寸 750*375')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('textbox', { name: /小程序路由/ })).not.toBeInTheDocument();
    type(/数量/, '');
    type(/^背景色/, 'red');
    press('确认');
    expect(await within(dialog()).findByText('名称必须填写')).toBeInTheDocument();
    expect(within(dialog()).getByText('图片必须上传')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入数量')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入额度')).toBeInTheDocument();
    type(/标题/, '春季');
    type(/图片/, 'https://img.example.com/p.jpg');
    type(/数量/, '5');
    type(/额度/, '20.5');
    type(/排序/, '4');
    press('确认');
    expect(await within(dialog()).findByText('背景色必须是颜色值，如 #ff0000')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxSystemGroupData')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText('选择背景色'), { target: { value: '#ff6600' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: '否' }));
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:添加成功'));
    expect(calls(http, 'POST api/yxSystemGroupData').map((c) => c.data)).toEqual([
      { groupName: 'test_showcase', name: '春季', url: '', wxapp_url: '', pic: 'https://img.example.com/p.jpg', color: '#ff6600', count: 5, price: '20.50', sort: 4, status: 0 },
    ]);
    expect(errors).toEqual([]);
  });

  it.each<GroupFlavour>(['yshop', 'embedded'])('编辑 starts from the row (yshop’s strings read as numbers) and sends it back with its id and hidden keys; 删除 goes by path (%s)', async (flavour) => {
    const { http, store } = await setup(flavour);
    fireEvent.click(screen.getByRole('button', { name: '编辑 冬季' }));
    expect(within(dialog()).getByRole('textbox', { name: /数量/ })).toHaveValue('3');
    expect(within(dialog()).getByRole('radio', { name: '否' })).toBeChecked();
    type(/标题/, '冬季特惠');
    press('确认');
    await waitFor(() => expect(calls(http, 'PUT api/yxSystemGroupData')).toHaveLength(1));
    expect(calls(http, 'PUT api/yxSystemGroupData')[0]?.data).toEqual({
      id: 7, groupName: 'test_showcase', name: '冬季特惠', url: '/winter', wxapp_url: '/pages/winter/main', pic: 'https://img.example.com/w.jpg', color: '#112233', count: 3, price: '12.50', sort: 1, status: 0,
    });
    await waitFor(() => expect(messages(store)).toContain('success:修改成功'));
    fireEvent.click(await screen.findByRole('button', { name: '删除 冬季特惠' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/yxSystemGroupData/7')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('冬季特惠')).not.toBeInTheDocument());
  });

  it('an operator who may only read sees no 新增, 编辑 or 删除', async () => {
    await setup('embedded', ['G_SELECT']);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 夏季' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 夏季' })).not.toBeInTheDocument();
  });
});
