import { act, render, waitFor } from '@testing-library/react';
import { createActor, createMachine, assign } from 'xstate';
import { disposeAfterTest } from '../testing/disposeAfterTest';
import { SessionContext, useSessionSelector } from './SessionContext';
import type { SessionActor, SessionHandle } from './sessionHandle';

// A stand-in machine with the two things the test needs: transitions that leave the
// selected value alone, and one that changes it.
const machine = createMachine({
  types: {} as { context: { user: string; ticks: number } },
  context: { user: 'admin', ticks: 0 },
  on: {
    TICK: { actions: assign({ ticks: ({ context }) => context.ticks + 1 }) },
    RENAME: { actions: assign({ user: 'other' }) },
  },
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The stand-in machine running, and a component showing its user, recording each render. */
function renderName(select: (context: { user: string; ticks: number }) => string = (context) => context.user) {
  const actor = createActor(machine).start();
  disposeAfterTest(() => actor.stop());
  // The stand-in is not the session machine; only its snapshots' context matters here.
  const current = actor as unknown as SessionActor;
  const handle: SessionHandle = { current, load: async () => current, subscribe: () => () => undefined, dispose: () => undefined };
  const renders: string[] = [];
  function Name() {
    const user = useSessionSelector((snapshot) => (snapshot ? select(snapshot.context as unknown as { user: string; ticks: number }) : undefined));
    renders.push(user ?? '-');
    return <span>{user}</span>;
  }
  const { container } = render(
    <SessionContext.Provider value={handle}>
      <Name />
    </SessionContext.Provider>,
  );
  return { actor, renders, container };
}

describe('useSessionSelector', () => {
  it('re-renders a component when its selection changes, not on every transition of the session', async () => {
    const { actor, renders, container } = renderName();
    await act(async () => {
      actor.send({ type: 'TICK' });
      actor.send({ type: 'TICK' });
      await nextTask();
    });
    expect(renders).toEqual(['admin']);
    act(() => actor.send({ type: 'RENAME' }));
    await waitFor(() => expect(container).toHaveTextContent('other'));
    expect(renders).toEqual(['admin', 'other']);
  });

  it('renders once for the transitions of one task: React batches their notifications', async () => {
    const { actor, renders } = renderName((context) => String(context.ticks));
    await act(async () => {
      actor.send({ type: 'TICK' });
      actor.send({ type: 'TICK' });
      actor.send({ type: 'TICK' });
      await nextTask();
    });
    expect(renders).toEqual(['0', '3']);
  });
});
