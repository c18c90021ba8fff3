import type { SessionActor } from '../../session/sessionHandle';
import { selectTabsOwner, tabsClaimed } from './slice';
import type { TabsState } from './tabs';

interface TabsStore {
  getState(): { tabs: TabsState };
  dispatch(action: ReturnType<typeof tabsClaimed>): unknown;
}

/**
 * Hands the tabs to whoever signs in, as soon as the session knows who it is (before
 * the shell renders them): another user's tabs, restored from sessionStorage or left
 * by a sign-out in this tab, are dropped. Returns the disconnect function.
 */
export function connectTabOwner(actor: SessionActor, store: TabsStore): () => void {
  const claim = (owner: string | undefined) => {
    if (owner !== undefined && selectTabsOwner(store.getState()) !== owner) store.dispatch(tabsClaimed(owner));
  };
  claim(actor.getSnapshot().context.user?.username);
  const subscription = actor.subscribe((snapshot) => claim(snapshot.context.user?.username));
  return () => subscription.unsubscribe();
}
