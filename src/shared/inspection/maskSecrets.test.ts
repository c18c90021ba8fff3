import { MASKED, maskSecrets } from './maskSecrets';

describe('maskSecrets', () => {
  it('masks passwords and tokens at any depth, in objects and arrays', () => {
    const login = { username: 'admin', password: 'cipher==', code: '8', uuid: 'u1' };
    const answer = { token: 'Bearer t', user: { username: 'admin', roles: ['admin'] } };
    const change = { oldPass: 'a', newPass: 'b' };
    expect(maskSecrets({ args: [login], answer, change, headers: { Authorization: 'Bearer t' } })).toEqual({
      args: [{ username: 'admin', password: MASKED, code: '8', uuid: 'u1' }],
      answer: { token: MASKED, user: { username: 'admin', roles: ['admin'] } },
      change: { oldPass: MASKED, newPass: MASKED },
      headers: { Authorization: MASKED },
    });
  });

  it('never changes what it is given', () => {
    const state = { session: { token: 'Bearer t' } };
    maskSecrets(state);
    expect(state.session.token).toBe('Bearer t');
  });

  it('leaves an absent secret absent, so the tools show there was none', () => {
    expect(maskSecrets({ token: undefined, password: null })).toEqual({ token: undefined, password: null });
  });

  it('gives back the same objects where there is nothing to mask', () => {
    const tabs = { visitedViews: [{ path: '/dashboard' }] };
    const state = { tabs, api: { token: 'x' } };
    const masked = maskSecrets(state);
    expect(masked).not.toBe(state);
    expect(masked.tabs).toBe(tabs);
    expect(maskSecrets(tabs)).toBe(tabs);
  });

  it('passes class instances on untouched and keeps methods working on the copy', () => {
    class Actor {
      token = 'inside an actor';
    }
    const actor = new Actor();
    const snapshot = {
      context: { token: 'Bearer t' },
      matches(this: { context: { token: string } }) {
        return this.context.token;
      },
      actor,
    };
    const masked = maskSecrets(snapshot);
    expect(masked.actor).toBe(actor);
    expect(masked.matches()).toBe(MASKED);
  });

  it('stops at a cycle instead of looping', () => {
    const looped: Record<string, unknown> = { token: 't' };
    looped.self = looped;
    expect(maskSecrets(looped)).toEqual({ token: MASKED, self: '[circular]' });
  });
});
