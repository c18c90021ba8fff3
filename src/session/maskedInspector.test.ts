import { waitFor as waitForExpect } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { createActor, createMachine, waitFor, type InspectionEvent } from 'xstate';
import { api } from '../api/api';
import { MASKED } from '../shared/inspection/maskSecrets';
import { disposeAfterTest } from '../testing/disposeAfterTest';
import { fakeHttp } from '../testing/fakeHttp';
import { createSession } from './createSession';
import { maskInspectionEvent } from './maskedInspector';

const credentials = { username: 'admin', password: 'cipher==', code: '8', uuid: 'u1' };

describe('maskInspectionEvent', () => {
  const actor = createActor(createMachine({ context: { token: 'Bearer from-the-actor', user: 'admin' } })).start();
  afterAll(() => actor.stop());

  it('masks the token in a snapshot and the password in the event that led to it', () => {
    const snapshot = { status: 'active', value: 'loadingMenus', context: { token: 'Bearer t', user: { username: 'admin' } } };
    const event = { type: 'LOGIN', credentials, rememberMe: false };
    const inspection = { type: '@xstate.snapshot', rootId: 'x', actorRef: actor, snapshot, event } as unknown as InspectionEvent;
    expect(maskInspectionEvent(inspection)).toMatchObject({
      type: '@xstate.snapshot',
      snapshot: { value: 'loadingMenus', context: { token: MASKED, user: { username: 'admin' } } },
      event: { type: 'LOGIN', credentials: { username: 'admin', password: MASKED, code: '8', uuid: 'u1' }, rememberMe: false },
    });
    // What it was given is left as it was: the machine goes on with the real values.
    expect(snapshot.context.token).toBe('Bearer t');
    expect(event.credentials.password).toBe('cipher==');
  });

  it('masks action parameters (the token handed to storeToken)', () => {
    const inspection = { type: '@xstate.action', rootId: 'x', actorRef: actor, action: { type: 'storeToken', params: { token: 'Bearer t', rememberMe: true } } } as InspectionEvent;
    expect(maskInspectionEvent(inspection)).toMatchObject({ action: { type: 'storeToken', params: { token: MASKED, rememberMe: true } } });
  });

  it('hands on an actor whose snapshot, read later by the inspector, is masked too', () => {
    const masked = maskInspectionEvent({ type: '@xstate.actor', rootId: 'x', actorRef: actor });
    expect(masked.actorRef.getSnapshot()).toMatchObject({ context: { token: MASKED, user: 'admin' } });
    expect((masked.actorRef as typeof actor).sessionId).toBe(actor.sessionId);
    expect(actor.getSnapshot().context.token).toBe('Bearer from-the-actor');
  });
});

describe('the inspector of a real session', () => {
  it('posts to the inspector window no token and no password, only that there were some', async () => {
    const posted: unknown[] = [];
    jest.spyOn(window, 'open').mockReturnValue({ postMessage: (message: unknown) => posted.push(message) } as unknown as Window);
    await fakeHttp({
      'POST auth/login': { status: 200, data: { token: 'Bearer secret-token', user: { id: 1, username: 'admin', roles: ['admin'] } } },
      'GET api/menus/build': { status: 200, data: [] },
    });
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
    const session = await createSession({ dispatch: store.dispatch, channelName: null, inspect: true });
    disposeAfterTest(session.dispose);
    // The inspector window says it is there; what happened before is posted then.
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }));
    session.actor.send({ type: 'LOGIN', credentials, rememberMe: false });
    await waitFor(session.actor, (snapshot) => snapshot.value === 'ready');
    expect(session.actor.getSnapshot().context.token).toBe('Bearer secret-token');

    const sent = () => JSON.stringify(posted);
    // The inspector converts and posts events when the browser is idle.
    await waitForExpect(() => expect(sent()).toContain('"value":"ready"'));
    expect(sent()).toContain('"type":"LOGIN"');
    expect(sent()).toContain(`"password":"${MASKED}"`);
    expect(sent()).toContain(`"token":"${MASKED}"`);
    expect(sent()).not.toContain('secret-token');
    expect(sent()).not.toContain('cipher==');
  });
});
