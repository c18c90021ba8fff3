import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, messages } from '@/testing/screenTest';
import PointConfigPage from './point';

type Flavour = 'embedded' | 'yshop';

/**
 * `api/yxSystemConfig` over a map of keys: the embedded server's rows (text values, a set
 * secret as `******`) or yshop's (sort/status null in old rows, secrets in plain). A POST
 * stores its keys, or is refused with `refusal`.
 */
function configBackend(flavour: Flavour, refusal?: string) {
  const stored = new Map<string, string>([
    ['integral_ratio', '1'],
    ['integral_full', '0'],
    ['integral_max', '0'],
    ['wxpay_mchKey', flavour === 'yshop' ? 'yshop-plain-mch-key' : '******'],
  ]);
  const page = (): FakeReply => ({
    status: 200,
    data: { content: [...stored].map(([menuName, value], i) => ({ id: 179 + i, menuName, value, sort: flavour === 'yshop' ? null : 0, status: flavour === 'yshop' ? null : 0 })), totalElements: stored.size },
  });
  return {
    stored,
    start: () =>
      fakeHttp({
        'GET api/yxSystemConfig': page,
        'POST api/yxSystemConfig': (request) => {
          if (refusal) return { status: 400, data: { status: 400, message: refusal } };
          for (const [key, value] of Object.entries(JSON.parse(String(request.data)) as Record<string, string>)) stored.set(key, value);
          return { status: 201 };
        },
      }),
  };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'], refusal = undefined as string | undefined } = {}) {
  const backend = configBackend(flavour, refusal);
  const http = await backend.start();
  const view = renderWithProviders(<PointConfigPage />, { session: fakeSession({ roles }).handle });
  await screen.findByDisplayValue('1');
  return { http, backend, ...view };
}

const input = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

allowSlowScreens();
const errors = captureHttpErrors();

describe('积分配置', () => {
  it.each(['embedded', 'yshop'] as const)('shows the stored values with yshop’s hints (%s)', async (flavour) => {
    const { http } = await setup({ flavour });
    expect(calls(http, 'GET api/yxSystemConfig')[0]?.params).toEqual({ page: 0, size: 500 });
    expect(screen.getByRole('region', { name: '积分配置' })).toBeInTheDocument();
    expect(input('积分抵用比例')).toHaveValue('1');
    expect(input('满多少可以抵扣')).toHaveValue('0');
    expect(input('单次最大抵扣积分')).toHaveValue('0');
    for (const hint of ['积分抵用比例(1积分抵多少金额)', '消费必须满一定额度才可使用,0代表无限制', '限制一次只能使用多少积分,0代表无限制']) expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it.each(['embedded', 'yshop'] as const)('posts only its own three keys, says 设置成功 and reads them back (%s)', async (flavour) => {
    const { http, store, backend } = await setup({ flavour });
    type('积分抵用比例', '0.05');
    type('单次最大抵扣积分', '300');
    submit();
    await waitFor(() => expect(messages(store)).toContain('success:设置成功'));
    expect(calls(http, 'POST api/yxSystemConfig').map((call) => call.data)).toEqual([{ integral_ratio: '0.05', integral_full: '0', integral_max: '300' }]);
    expect(backend.stored.get('integral_ratio')).toBe('0.05');
    await waitFor(() => expect(calls(http, 'GET api/yxSystemConfig')).toHaveLength(2));
    expect(input('积分抵用比例')).toHaveValue('0.05');
  });

  it('refuses a wrong value with its message and sends nothing', async () => {
    const { http } = await setup();
    type('满多少可以抵扣', '1.234');
    type('单次最大抵扣积分', '');
    submit();
    expect(await screen.findByText('满多少可以抵扣必须是金额，最多两位小数')).toBeInTheDocument();
    expect(screen.getByText('请输入单次最大抵扣积分')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxSystemConfig')).toHaveLength(0);
  });

  it('shows the server’s refusal in the form, the input kept', async () => {
    await setup({ refusal: '未知的配置项：integral_ratio' });
    type('单次最大抵扣积分', '7');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('未知的配置项：integral_ratio');
    expect(errors).toEqual(['未知的配置项：integral_ratio']);
    expect(input('单次最大抵扣积分')).toHaveValue('7');
  });

  it('is read-only for an operator who may only read (YXSYSTEMCONFIG_SELECT)', async () => {
    await setup({ roles: ['YXSYSTEMCONFIG_SELECT'] });
    expect(input('积分抵用比例')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });
});
