import type { SessionActor } from '../../../session/sessionHandle';

/**
 * Asks the session to reload the signed-in user's menus (sidebar and routes) after a
 * change. The machine takes RELOAD_MENUS only when `ready`: while an earlier reload is
 * still loading (two changes in quick succession) its answer may predate this change,
 * so the request waits for that load to finish and then asks again.
 */
export function reloadMenus(actor: SessionActor | undefined): void {
  if (!actor) return;
  const state = actor.getSnapshot().value;
  if (state === 'ready') {
    actor.send({ type: 'RELOAD_MENUS' });
    return;
  }
  if (state !== 'loadingMenus') return;
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.value === 'loadingMenus') return;
    subscription.unsubscribe();
    if (snapshot.value === 'ready') actor.send({ type: 'RELOAD_MENUS' });
  });
}
