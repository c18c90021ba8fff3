import { addNotification, dismissNotification, MAX_NOTIFICATIONS, NOTIFICATION_DURATION_MS, notificationsReducer, notify, type Notification } from './notificationsSlice';

const item = (id: string, message: string, severity: Notification['severity'] = 'error'): Notification => ({ id, message, severity, duration: 5000 });

describe('addNotification', () => {
  it('appends a new message', () => {
    expect(addNotification([item('1', '接口请求失败')], item('2', '网络请求超时')).map((n) => n.message)).toEqual(['接口请求失败', '网络请求超时']);
  });

  it('shows a message already on screen with the same severity once, as the repeat (the newest, with its full time)', () => {
    const list = [item('1', '接口请求失败'), item('2', '网络请求超时')];
    // A second 保存成功 a moment before the first one expires must not vanish with it.
    expect(addNotification(list, item('3', '接口请求失败'))).toEqual([item('2', '网络请求超时'), item('3', '接口请求失败')]);
  });

  it('shows the same text again when the severity differs', () => {
    expect(addNotification([item('1', '保存成功', 'success')], item('2', '保存成功', 'error'))).toHaveLength(2);
  });

  it('keeps at most MAX_NOTIFICATIONS, dropping the oldest', () => {
    let list: Notification[] = [];
    for (let i = 0; i < MAX_NOTIFICATIONS + 2; i += 1) list = addNotification(list, item(String(i), `消息 ${i}`));
    expect(list).toHaveLength(MAX_NOTIFICATIONS);
    expect(list[0]?.message).toBe('消息 2');
  });
});

describe('notifications slice', () => {
  it('notify defaults to an error for five seconds with a fresh id; dismiss removes by id', () => {
    let state = notificationsReducer(undefined, notify({ message: '接口请求失败' }));
    state = notificationsReducer(state, notify({ message: '布局设置成功', severity: 'success', duration: 1500 }));
    expect(state.items).toEqual([
      { id: expect.any(String), message: '接口请求失败', severity: 'error', duration: NOTIFICATION_DURATION_MS },
      { id: expect.any(String), message: '布局设置成功', severity: 'success', duration: 1500 },
    ]);
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    expect(state.items[0]?.id).not.toBe(state.items[1]?.id);
    state = notificationsReducer(state, dismissNotification(state.items[0]!.id));
    expect(state.items.map((n) => n.message)).toEqual(['布局设置成功']);
  });

  it('keeps plain serialisable data', () => {
    const state = notificationsReducer(undefined, notify({ message: 'x' }));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
