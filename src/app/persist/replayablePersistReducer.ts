import type { Action, Reducer } from '@reduxjs/toolkit';
import { DEFAULT_VERSION, FLUSH, PAUSE, PERSIST, persistReducer, PURGE, type PersistConfig, type PersistState } from 'redux-persist';

/*
 * redux-persist's reducer calls the functions its control actions carry: PERSIST's
 * `register` and `rehydrate` (it reads storage and starts a time-out), FLUSH's and
 * PURGE's `result` (it writes or removes storage). A Redux DevTools trace has lost them
 * (it went through JSON), and redux-persist throws on such a PERSIST. Here a control
 * action without its functions is a replay: it gets the state the recorded run had
 * after it, and redux-persist's side effects are not started.
 *
 * - PERSIST: `_persist` as redux-persist left it: the one already there, else
 *   `{ version, rehydrated: false }`. It also pauses this reducer's writing (PAUSE has
 *   no side effect but that), so neither the replayed REHYDRATE nor the actions after it
 *   reach storage: a trace imported into a running console changes that tab's state,
 *   not what the browser keeps. The next real PERSIST (a reload) resumes writing.
 * - FLUSH, PURGE: the state stays as it is, as it did in the recorded run.
 * - REHYDRATE carries data only (the stored state) and replays through redux-persist:
 *   the restored values merge as they did, and nothing is written while paused (or on a
 *   reducer that never saw a real PERSIST, since it has no writer).
 */

type Persisted<S> = S & { _persist: PersistState };

const functionsOf: Record<string, readonly string[]> = { [PERSIST]: ['register', 'rehydrate'], [FLUSH]: ['result'], [PURGE]: ['result'] };

/** A redux-persist control action whose functions did not survive serialisation. */
export function isReplayedControl(action: Action): boolean {
  const needed = functionsOf[action.type];
  return needed !== undefined && needed.some((name) => typeof (action as unknown as Record<string, unknown>)[name] !== 'function');
}

/** persistReducer, plus the replay of its control actions from an exported trace. */
export function replayablePersistReducer<S, A extends Action = Action>(config: PersistConfig<S>, baseReducer: Reducer<S, A>): Reducer<Persisted<S>, A> {
  const persisted = persistReducer(config, baseReducer);
  const version = config.version ?? DEFAULT_VERSION;
  return (state, action) => {
    if (!isReplayedControl(action)) return persisted(state, action);
    // PAUSE only sets redux-persist's paused flag; it is never one of A's own actions.
    if (action.type === PERSIST) persisted(state, { type: PAUSE } as A);
    const { _persist, ...rest } = (state ?? {}) as Partial<Persisted<S>>;
    const next = baseReducer(state === undefined ? undefined : (rest as S), action);
    // redux-persist sets `_persist` on the first PERSIST and keeps it from then on.
    const persist = _persist ?? (action.type === PERSIST ? { version, rehydrated: false } : undefined);
    return { ...next, _persist: persist } as Persisted<S>;
  };
}
