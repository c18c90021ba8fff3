import { getToken } from '../shared/auth/tokenCookie';
import { SESSION_CHANNEL } from './createSession';
import { warmSessionMachine } from './warmSessionMachine';

describe('warmSessionMachine', () => {
  it('signs a throwaway session in and out without a cookie or a message to other tabs', async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (message) => heard.push(message.data);
    await expect(warmSessionMachine()).resolves.toBe('loggedOut');
    await new Promise((resolve) => setTimeout(resolve, 20));
    channel.close();
    expect(getToken()).toBeUndefined();
    expect(document.cookie).toBe('');
    expect(heard).toEqual([]);
  });
});
