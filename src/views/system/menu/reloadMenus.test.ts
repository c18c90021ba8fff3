import type { SessionActor } from '../../../session/sessionHandle';
import { reloadMenus } from './reloadMenus';

function actorIn(state: string) {
  let value = state;
  const listeners = new Set<(snapshot: { value: string }) => void>();
  const sent: unknown[] = [];
  const actor = {
    getSnapshot: () => ({ value }),
    subscribe: (listener: (snapshot: { value: string }) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send: (event: unknown) => sent.push(event),
  } as unknown as SessionActor;
  return {
    actor,
    sent,
    listeners,
    moveTo(next: string) {
      value = next;
      [...listeners].forEach((listener) => listener({ value }));
    },
  };
}

describe('reloadMenus', () => {
  it('sends RELOAD_MENUS at once when the session is ready', () => {
    const session = actorIn('ready');
    reloadMenus(session.actor);
    expect(session.sent).toEqual([{ type: 'RELOAD_MENUS' }]);
  });

  it('waits for a reload in flight to finish, then asks again', () => {
    const session = actorIn('loadingMenus');
    reloadMenus(session.actor);
    expect(session.sent).toEqual([]);
    session.moveTo('ready');
    expect(session.sent).toEqual([{ type: 'RELOAD_MENUS' }]);
    expect(session.listeners.size).toBe(0);
  });

  it('gives up when the session leaves for anything but ready, and does nothing without a session', () => {
    const session = actorIn('loadingMenus');
    reloadMenus(session.actor);
    session.moveTo('loggingOut');
    session.moveTo('ready');
    expect(session.sent).toEqual([]);
    const signedOut = actorIn('loggedOut');
    reloadMenus(signedOut.actor);
    expect(signedOut.sent).toEqual([]);
    expect(() => reloadMenus(undefined)).not.toThrow();
  });
});
