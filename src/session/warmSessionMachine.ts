import { createActor, fromPromise, waitFor } from 'xstate';
import type { RawMenuEntry } from '../api/menus';
import { sessionMachine, type Credentials } from './sessionMachine';
import type { SignedIn, UserInfo } from './user';

const nothing = () => {};
const SIGNED_IN: SignedIn = { token: 'Bearer warm-up', user: { username: 'warm-up' }, roles: ['warm-up'] };

// The session machine with every call and every effect replaced: no request, no cookie,
// no message to other tabs, no store.
const rehearsal = sessionMachine.provide({
  actors: {
    login: fromPromise<SignedIn, Credentials>(() => Promise.resolve(SIGNED_IN)),
    fetchInfo: fromPromise<UserInfo>(() => Promise.resolve(SIGNED_IN)),
    loadMenus: fromPromise<RawMenuEntry[]>(() => Promise.resolve([])),
    logout: fromPromise<unknown>(() => Promise.resolve(null)),
  },
  actions: { storeToken: nothing, removeToken: nothing, resetApiCache: nothing, announceSignedIn: nothing, announceSignedOut: nothing },
  guards: { hasToken: () => false, tokenChanged: () => false },
});

/**
 * Takes a throwaway copy of the session machine through signing in and out, while the
 * login page is idle: the real sign-in then runs xstate's and the machine's code warm
 * (its first run, in the click on 登 录 and between the answers, was cold).
 * Resolves with the state the copy ends in ('loggedOut').
 */
export async function warmSessionMachine(): Promise<string> {
  const actor = createActor(rehearsal).start();
  try {
    actor.send({ type: 'LOGIN', credentials: { username: 'warm-up', password: '', code: '', uuid: '' }, rememberMe: false });
    await waitFor(actor, (snapshot) => snapshot.value === 'ready');
    actor.send({ type: 'LOGOUT' });
    return String((await waitFor(actor, (snapshot) => snapshot.value === 'loggedOut')).value);
  } finally {
    actor.stop();
  }
}
