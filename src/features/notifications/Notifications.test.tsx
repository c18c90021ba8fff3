import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { Notifications } from './Notifications';
import { notificationsReducer, notify } from './notificationsSlice';
import { appSlice } from '../appState/slice';
import { settingsSlice } from '../settings/slice';

function renderNotifications() {
  // The stack is drawn in the settings' MUI theme, so the settings and layout size are read.
  const store = configureStore({ reducer: { notifications: notificationsReducer, [settingsSlice.reducerPath]: settingsSlice.reducer, [appSlice.reducerPath]: appSlice.reducer } });
  render(
    <Provider store={store}>
      <Notifications />
    </Provider>,
  );
  return store;
}

/** The stack's lazy view loaded (a notification that outlives the test), then fake timers. */
async function renderLoadedWithFakeTimers() {
  const store = renderNotifications();
  act(() => {
    store.dispatch(notify({ message: '常驻', duration: 600_000 }));
  });
  await screen.findByRole('alert');
  jest.useFakeTimers();
  return store;
}

describe('<Notifications/>', () => {
  afterEach(() => jest.useRealTimers());

  it('shows nothing without notifications', () => {
    renderNotifications();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks messages, shows a repeated one once and closes one on its close button', async () => {
    const store = renderNotifications();
    act(() => {
      store.dispatch(notify({ message: '接口请求失败' }));
      store.dispatch(notify({ message: '网络请求超时' }));
      store.dispatch(notify({ message: '接口请求失败' }));
    });
    // The repeat is the newest.
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['网络请求超时', '接口请求失败']);
    await userEvent.click(screen.getAllByRole('button', { name: '关闭' })[0]!);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['接口请求失败']);
  });

  it('keeps a repeated message its full time from the repeat, not the rest of the first one’s', async () => {
    const store = await renderLoadedWithFakeTimers();
    // 菜单分配 saved twice, the second 4 s after the first.
    act(() => {
      store.dispatch(notify({ message: '保存成功', severity: 'success' }));
    });
    act(() => jest.advanceTimersByTime(4000));
    act(() => {
      store.dispatch(notify({ message: '保存成功', severity: 'success' }));
    });
    expect(screen.getAllByText('保存成功')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('保存成功')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
  });

  it('removes an error notification after exactly five seconds', async () => {
    const store = await renderLoadedWithFakeTimers();
    act(() => {
      store.dispatch(notify({ message: '网络请求超时' }));
    });
    expect(screen.getByText('网络请求超时')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('网络请求超时')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('网络请求超时')).not.toBeInTheDocument();
    expect(screen.getByText('常驻')).toBeInTheDocument();
  });
});
