import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, messages } from '@/testing/screenTest';
import WechatReplyPage from './index';

type Flavour = 'yshop' | 'embedded';

/** Both back ends answer the row with `data` as JSON text; yshop's `hide` is null too. */
const stored = (type: string, data: unknown, status = 1, flavour: Flavour = 'embedded') => ({
  status: 200,
  data: { id: 1, key: 'subscribe', type, data: JSON.stringify(data), status, hide: flavour === 'yshop' ? 0 : null },
});

async function setup(answer: { status: number; data?: unknown }, roles = ['admin']) {
  const http = await fakeHttp({ 'GET api/yxWechatReply': answer, 'POST api/yxWechatReply': { status: 201 } });
  const view = renderWithProviders(<WechatReplyPage />, { path: '/wechat/wereply', session: fakeSession({ roles }).handle });
  await screen.findByRole('combobox', { name: '消息类型' });
  return { http, ...view };
}

const section = () => screen.getByRole('region', { name: '自动回复' });
const content = () => within(section()).getByRole('textbox', { name: '规则内容' });
const submit = () => fireEvent.click(within(section()).getByRole('button', { name: '提交' }));
const chooseType = async (label: string) => {
  fireEvent.mouseDown(within(section()).getByRole('combobox', { name: '消息类型' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

allowSlowScreens();

describe('自动回复', () => {
  it.each<Flavour>(['yshop', 'embedded'])('shows the stored text reply, and 提交 posts the edit and says 设置成功 (%s)', async (flavour) => {
    const { http, store } = await setup(stored('text', { content: 'yshop意象电商系统欢迎您哦！' }, 1, flavour));
    expect(content()).toHaveValue('yshop意象电商系统欢迎您哦！');
    expect(within(section()).getByRole('radio', { name: '启用' })).toBeChecked();
    fireEvent.change(content(), { target: { value: ' 欢迎光临本店 ' } });
    fireEvent.click(within(section()).getByRole('radio', { name: '禁用' }));
    submit();
    await waitFor(() => expect(messages(store)).toContain('success:设置成功'));
    expect(calls(http, 'POST api/yxWechatReply').map((c) => c.data)).toEqual([{ key: 'subscribe', status: 0, type: 'text', data: { content: '欢迎光临本店' } }]);
  });

  it('asks for the content (请输入内容) or the picture (请上传图片) before sending; a picture reply sends its address', async () => {
    const { http } = await setup({ status: 200 });
    expect(content()).toHaveValue('');
    submit();
    expect(await within(section()).findByText('请输入内容')).toBeInTheDocument();
    await chooseType('图片消息');
    submit();
    expect(await within(section()).findByText('请上传图片')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxWechatReply')).toHaveLength(0);
    fireEvent.change(within(section()).getByRole('textbox', { name: /图片/ }), { target: { value: 'https://img.example.com/welcome.png' } });
    submit();
    await waitFor(() => expect(calls(http, 'POST api/yxWechatReply')).toHaveLength(1));
    expect(calls(http, 'POST api/yxWechatReply')[0]?.data).toEqual({ key: 'subscribe', status: 1, type: 'image', data: { src: 'https://img.example.com/welcome.png' } });
  });

  it('shows a stored picture reply, and says when the stored reply is of a kind this page does not edit', async () => {
    await setup(stored('image', { src: 'https://img.example.com/a.png' }, 0));
    expect(within(section()).getByRole('textbox', { name: /图片/ })).toHaveValue('https://img.example.com/a.png');
    expect(within(section()).getByRole('radio', { name: '禁用' })).toBeChecked();
  });

  it('reports a 图文 reply made elsewhere and offers text or picture', async () => {
    await setup(stored('news', [{ title: '新品上架' }]));
    expect(within(section()).getByText('当前的关注回复是图文消息，本页可改为文字或图片回复')).toBeInTheDocument();
    expect(content()).toHaveValue('');
  });

  it('shows the server’s refusal above the form, the input kept', async () => {
    const { http } = await setup(stored('text', { content: '你好' }));
    http.set('POST api/yxWechatReply', { status: 400, data: { status: 400, message: '内容不能超过 600 个字符' } });
    fireEvent.change(content(), { target: { value: '新的欢迎语' } });
    submit();
    expect(await within(section()).findByText('内容不能超过 600 个字符')).toBeInTheDocument();
    expect(content()).toHaveValue('新的欢迎语');
  });

  it('an operator who may only read sees the reply without 提交', async () => {
    await setup(stored('text', { content: '你好' }), ['YXWECHATREPLY_SELECT']);
    expect(content()).toBeDisabled();
    expect(within(section()).queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });
});
