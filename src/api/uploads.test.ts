import { File as NodeFile } from 'node:buffer';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { AxiosProgressEvent } from 'axios';
import { fakeHttp } from '../testing/fakeHttp';
import { api } from './api';
import { multipartUpload, stageUpload, type UploadArg } from './uploads';

/* Uploads through RTK Query with actions that are plain data. */

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    testUpload: build.mutation<unknown, UploadArg>({ query: (upload) => multipartUpload(upload, { url: 'api/test-upload', field: 'doc' }) }),
    twoNames: build.mutation<unknown, UploadArg>({ query: (upload) => multipartUpload(upload, { url: 'api/test-upload', field: ['avatar', 'file'] }) }),
  }),
});

// Node's File: the environment's FormData is Node's and takes only Node blobs.
const makeFile = (name: string) => new NodeFile(['0123456789'], name, { type: 'image/png' }) as unknown as File;

function recordingStore() {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware, record) });
  return { store, actions };
}

describe('staged uploads', () => {
  it('send the file as multipart with its progress, while every action survives JSON unchanged', async () => {
    const http = await fakeHttp({
      'POST api/test-upload': (request) => {
        request.onUploadProgress?.({ loaded: 5, total: 10 } as AxiosProgressEvent);
        return { status: 200, data: { ok: true } };
      },
    });
    const { store, actions } = recordingStore();
    const progress = jest.fn();
    await expect(store.dispatch(uploadApi.endpoints.testUpload.initiate(stageUpload(makeFile('a.png'), progress))).unwrap()).resolves.toEqual({ ok: true });
    expect((http.calls[0]?.data as FormData).get('doc')).toMatchObject({ name: 'a.png', type: 'image/png' });
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
    const mutationActions = actions.filter((action) => action.type.startsWith('api/executeMutation/'));
    expect(mutationActions).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(mutationActions))).toEqual(mutationActions);
    expect(mutationActions[0]?.meta).toMatchObject({ arg: { originalArgs: { uploadId: expect.any(String), name: 'a.png', size: 10 } } });
  });

  it('are sent once: the stage holds no file after its request', async () => {
    const http = await fakeHttp({ 'POST api/test-upload': { status: 200, data: {} } });
    const { store } = recordingStore();
    const upload = stageUpload(makeFile('b.png'));
    await store.dispatch(uploadApi.endpoints.testUpload.initiate(upload)).unwrap();
    // The same arguments again (a replayed action): refused before anything is sent.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.dispatch(uploadApi.endpoints.testUpload.initiate(upload)).unwrap()).rejects.toMatchObject({ message: expect.stringContaining('has no staged file') });
    quiet.mockRestore();
    expect(http.calls).toHaveLength(1);
  });

  it('send the one file under each field name given, in order', async () => {
    const http = await fakeHttp({ 'POST api/test-upload': { status: 200, data: {} } });
    const { store } = recordingStore();
    await store.dispatch(uploadApi.endpoints.twoNames.initiate(stageUpload(makeFile('c.png')))).unwrap();
    const form = http.calls[0]?.data as FormData;
    expect([...form.keys()]).toEqual(['avatar', 'file']);
    expect(form.get('avatar')).toMatchObject({ name: 'c.png', size: 10 });
    expect(form.get('file')).toMatchObject({ name: 'c.png', size: 10 });
  });
});
