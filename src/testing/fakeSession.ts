import type { SessionActor, SessionHandle, SessionSnapshot } from '../session/sessionHandle';

/**
 * A stand-in session for component tests that only read the session: a snapshot in
 * state `ready` with the given context, which the test can change.
 */
export function fakeSession(context: Record<string, unknown>) {
  let snapshot = { value: 'ready', context: { token: 'Bearer t', user: { username: 'admin' }, roles: [], error: undefined, ...context } } as unknown as SessionSnapshot;
  const listeners = new Set<() => void>();
  const sent: unknown[] = [];
  const actor = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send: (event: unknown) => sent.push(event),
  } as unknown as SessionActor;
  const handle: SessionHandle = { current: actor, load: () => Promise.resolve(actor), subscribe: () => () => {}, dispose: () => undefined };
  return {
    handle,
    /** Events the code under test sent to the session. */
    sent,
    update(next: Record<string, unknown>) {
      snapshot = { ...snapshot, context: { ...snapshot.context, ...next } } as SessionSnapshot;
      listeners.forEach((listener) => listener());
    },
  };
}
