import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineSettings } from '../../api/resource/defineSettings';
import { fakeHttp } from '../../testing/fakeHttp';
import { fakeSession } from '../../testing/fakeSession';
import { recordingStore } from '../../testing/recordingStore';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { allowSlowScreens, calls, messages } from '../../testing/screenTest';
import { SECRET_SET, SECRET_UNSET, SettingsForm } from './SettingsForm';

/** A small form with a secret, as 快递鸟配置 will be (issue 33). */
const example = defineSettings({
  name: 'kitSecretExample',
  title: '快递鸟配置',
  url: 'api/yxSystemConfig',
  authorities: { view: ['YXSYSTEMCONFIG_SELECT'], save: ['YXSYSTEMCONFIG_CREATE'] },
  keys: [
    { key: 'exp_enable', label: '开启', kind: 'choice', choices: [{ label: '开启', value: '1' }, { label: '关闭', value: '2' }] },
    { key: 'exp_appId', label: 'appId', required: '请输入appId' },
    { key: 'exp_appKey', label: 'appKey', secret: true },
  ],
});

/** yshop answers a stored secret in plain: it must not get further than the parser. */
const YSHOP_SECRET = 'yshop-plain-app-key-0001';
const TYPED_SECRET = 'typed-new-app-key-0002';

async function setup(secretStored: string) {
  const rows = new Map([
    ['exp_enable', '1'],
    ['exp_appId', '1607734'],
    ['exp_appKey', secretStored],
  ]);
  const http = await fakeHttp({
    'GET api/yxSystemConfig': () => ({ status: 200, data: { content: [...rows].map(([menuName, value], id) => ({ id, menuName, value })), totalElements: rows.size } }),
    'POST api/yxSystemConfig': (request) => {
      const body = JSON.parse(String(request.data)) as Record<string, string>;
      for (const [key, value] of Object.entries(body)) rows.set(key, value === '' ? (rows.get(key) ?? '') : value);
      return { status: 201 };
    },
  });
  const { store, actions, holds: inRedux } = recordingStore();
  renderWithProviders(<SettingsForm settings={example} />, { store, session: fakeSession({ roles: ['admin'] }).handle });
  await screen.findByDisplayValue('1607734');
  return { http, store, actions, inRedux };
}

const secretInput = () => screen.getByLabelText('appKey');

allowSlowScreens();

describe('SettingsForm', () => {
  it('keeps a typed secret out of the store and every action, sends it once, and shows it only as set', async () => {
    const { http, store, actions, inRedux } = await setup('');
    expect(screen.getByText(SECRET_UNSET)).toBeInTheDocument();
    expect(secretInput()).toHaveAttribute('type', 'password');
    fireEvent.change(secretInput(), { target: { value: TYPED_SECRET } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(messages(store)).toContain('success:设置成功'));
    expect(calls(http, 'POST api/yxSystemConfig').map((call) => call.data)).toEqual([{ exp_enable: '1', exp_appId: '1607734', exp_appKey: TYPED_SECRET }]);
    // Read again: the input is empty and says a value is stored.
    expect(await screen.findByText(SECRET_SET)).toBeInTheDocument();
    expect(secretInput()).toHaveValue('');
    // The check sees the cache: the plain values are there, the secret is not.
    expect(actions.length).toBeGreaterThan(5);
    expect(inRedux('1607734')).toBe(true);
    expect(inRedux(TYPED_SECRET)).toBe(false);
  });

  it('does not send an unedited secret, nor keep yshop’s plain one anywhere in Redux', async () => {
    const { http, inRedux } = await setup(YSHOP_SECRET);
    expect(screen.getByText(SECRET_SET)).toBeInTheDocument();
    expect(secretInput()).toHaveValue('');
    fireEvent.click(screen.getByRole('radio', { name: '关闭' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls(http, 'POST api/yxSystemConfig')).toHaveLength(1));
    expect(calls(http, 'POST api/yxSystemConfig')[0]?.data).toEqual({ exp_enable: '2', exp_appId: '1607734' });
    await waitFor(() => expect(calls(http, 'GET api/yxSystemConfig')).toHaveLength(2));
    expect(screen.getByRole('radio', { name: '关闭' })).toBeChecked();
    expect(inRedux(YSHOP_SECRET)).toBe(false);
  });
});
