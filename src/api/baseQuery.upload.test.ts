import { File as NodeFile } from 'node:buffer';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AxiosProgressEvent } from 'axios';
import { axiosBaseQuery } from './baseQuery';
import { fakeHttp } from '../testing/fakeHttp';

/* Multipart uploads through the one base query: FormData bodies and upload progress. */

const queryApi = { signal: new AbortController().signal, endpoint: 'upload' } as BaseQueryApi;

describe('axiosBaseQuery uploads', () => {
  it('sends a FormData body as multipart, not as JSON', async () => {
    const http = await fakeHttp({ 'POST api/pictures': { status: 201, data: { id: 1 } } });
    const form = new FormData();
    // Node's File: the environment's FormData is Node's and takes only Node blobs.
    form.append('file', new NodeFile(['x'], 'a.png', { type: 'image/png' }) as unknown as File);
    await expect(axiosBaseQuery({ url: 'api/pictures', method: 'POST', data: form }, queryApi, {})).resolves.toEqual({ data: { id: 1 } });
    const call = http.calls[0];
    expect(call?.data).toBeInstanceOf(FormData);
    expect((call?.data as FormData).get('file')).toMatchObject({ name: 'a.png', type: 'image/png' });
    expect(String(call?.headers['Content-Type'])).toMatch(/^multipart\/form-data/);
  });

  it('keeps JSON for other bodies', async () => {
    const http = await fakeHttp({ 'PUT api/users/center': { status: 204 } });
    await axiosBaseQuery({ url: 'api/users/center', method: 'PUT', data: { id: 1 } }, queryApi, {});
    expect(http.calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('reports upload progress as bytes sent and total', async () => {
    await fakeHttp({
      'POST api/pictures': (request) => {
        request.onUploadProgress?.({ loaded: 40, total: 160, bytes: 40, lengthComputable: true } as AxiosProgressEvent);
        request.onUploadProgress?.({ loaded: 160, total: 160, bytes: 120, lengthComputable: true } as AxiosProgressEvent);
        return { status: 201, data: {} };
      },
    });
    const progress = jest.fn();
    await axiosBaseQuery({ url: 'api/pictures', method: 'POST', data: new FormData(), onUploadProgress: progress }, queryApi, {});
    expect(progress.mock.calls).toEqual([[{ loaded: 40, total: 160 }], [{ loaded: 160, total: 160 }]]);
  });
});
