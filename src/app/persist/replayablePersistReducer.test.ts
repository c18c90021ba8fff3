import { configureStore, createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { FLUSH, PERSIST, persistReducer, persistStore, PURGE, REHYDRATE, type PersistConfig } from 'redux-persist';
import { replayablePersistReducer } from './replayablePersistReducer';

/*
 * A persisted reducer run for real (persistStore over a spy storage holding an earlier
 * value), its actions serialised as Redux DevTools exports them, then replayed.
 */

const counter = createSlice({
  name: 'counter',
  initialState: { count: 0, label: 'start' },
  reducers: {
    increment: (state) => {
      state.count += 1;
    },
  },
});

function spyStorage() {
  const items = new Map<string, string>([['persist:counter', JSON.stringify({ count: '5', label: '"stored"', _persist: '{"version":-1,"rehydrated":true}' })]]);
  return {
    items,
    getItem: jest.fn((key: string) => Promise.resolve(items.get(key) ?? null)),
    setItem: jest.fn((key: string, value: string) => Promise.resolve(void items.set(key, value))),
    removeItem: jest.fn((key: string) => Promise.resolve(void items.delete(key))),
  };
}

type CounterState = ReturnType<typeof counter.reducer>;

/** A store over the wrapper; every action reaching the reducer is recorded with the state after it. */
async function recordedRun(storage = spyStorage()) {
  const config: PersistConfig<CounterState> = { key: 'counter', storage };
  const reducer = replayablePersistReducer(config, counter.reducer);
  const actions: UnknownAction[] = [];
  const states: unknown[] = [];
  const store = configureStore({
    reducer: (state: ReturnType<typeof reducer> | undefined, action: UnknownAction) => {
      const next = reducer(state, action);
      actions.push(action);
      states.push(next);
      return next;
    },
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  const initial = states[0];
  const persistor = persistStore(store);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  store.dispatch(counter.actions.increment());
  await persistor.flush();
  return { reducer, store, persistor, storage, actions, states, initial };
}

/** The actions as a DevTools export has them: functions gone. */
const exported = (actions: UnknownAction[]) => JSON.parse(JSON.stringify(actions)) as UnknownAction[];

describe('replayablePersistReducer', () => {
  afterEach(() => jest.useRealTimers());

  it('writes storage from a timer, so draining the timers is what shows a write (the replay tests rely on it)', async () => {
    jest.useFakeTimers();
    const storage = spyStorage();
    const store = configureStore({
      reducer: persistReducer({ key: 'counter', storage }, counter.reducer),
      middleware: (getDefault) => getDefault({ serializableCheck: false }),
    });
    persistStore(store);
    await jest.runAllTimersAsync();
    storage.setItem.mockClear();
    store.dispatch(counter.actions.increment());
    expect(storage.setItem).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(JSON.parse(storage.items.get('persist:counter') ?? '{}')).toMatchObject({ count: '6' });
  });

  it('runs redux-persist as it is: restores the stored value and writes changes', async () => {
    const { store, storage } = await recordedRun();
    expect(store.getState()).toEqual({ count: 6, label: 'stored', _persist: { version: -1, rehydrated: true } });
    expect(JSON.parse(storage.items.get('persist:counter') ?? '{}')).toMatchObject({ count: '6' });
  });

  it('replays an exported run step by step to the same states, without reading or writing storage', async () => {
    const { actions, states, initial } = await recordedRun();
    expect(actions.map((action) => action.type)).toEqual(expect.arrayContaining([PERSIST, REHYDRATE, FLUSH]));
    jest.useFakeTimers();
    const replayStorage = spyStorage();
    const replay = replayablePersistReducer({ key: 'counter', storage: replayStorage }, counter.reducer);
    const trace = exported(actions.slice(1));
    let state = initial as ReturnType<typeof replay>;
    trace.forEach((action, index) => {
      state = replay(state, action);
      expect(state).toEqual(states[index + 1]);
    });
    // redux-persist writes from a timer: every timer the replay started has run.
    await jest.runAllTimersAsync();
    expect(replayStorage.getItem).not.toHaveBeenCalled();
    expect(replayStorage.setItem).not.toHaveBeenCalled();
  });

  it('gives a replayed PERSIST the _persist a real one sets, and keeps one already there', () => {
    const replay = replayablePersistReducer({ key: 'counter', storage: spyStorage() }, counter.reducer);
    const fresh = replay({ count: 1, label: 'x' } as ReturnType<typeof replay>, { type: PERSIST });
    expect(fresh).toEqual({ count: 1, label: 'x', _persist: { version: -1, rehydrated: false } });
    const again = replay({ count: 1, label: 'x', _persist: { version: -1, rehydrated: true } }, { type: PERSIST });
    expect(again._persist).toEqual({ version: -1, rehydrated: true });
  });

  it('replays FLUSH and PURGE without their result callbacks as no change, leaving storage alone', async () => {
    jest.useFakeTimers();
    const storage = spyStorage();
    const replay = replayablePersistReducer({ key: 'counter', storage }, counter.reducer);
    const state = { count: 2, label: 'x', _persist: { version: -1, rehydrated: true } };
    expect(replay(state, { type: FLUSH })).toEqual(state);
    expect(replay(state, { type: PURGE, key: 'counter' })).toEqual(state);
    await jest.runAllTimersAsync();
    expect(storage.removeItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('stops writing when a trace is replayed into a running store, so the browser keeps what it had', async () => {
    const { store, persistor, storage, actions } = await recordedRun();
    const writes = storage.setItem.mock.calls.length;
    expect(writes).toBeGreaterThan(0);
    for (const action of exported(actions.slice(1))) store.dispatch(action);
    store.dispatch(counter.actions.increment());
    await persistor.flush();
    expect(store.getState().count).toBe(7);
    expect(storage.setItem).toHaveBeenCalledTimes(writes);
    expect(JSON.parse(storage.items.get('persist:counter') ?? '{}')).toMatchObject({ count: '6' });
  });
});
