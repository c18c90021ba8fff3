import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { fakeHttp } from '../testing/fakeHttp';
import { axiosBaseQuery } from './baseQuery';
import { httpEvents, type HttpEvent } from './httpEvents';

const queryApi = { signal: new AbortController().signal, endpoint: 'exportList' } as BaseQueryApi;
const call = (args: Parameters<typeof axiosBaseQuery>[0]) => axiosBaseQuery(args, queryApi, {});

describe('axiosBaseQuery with saveAs (导出)', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:saved');
  let clicked: { name: string; href: string }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, href: this.href });
  });

  beforeAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  });
  beforeEach(() => {
    clicked = [];
    createObjectURL.mockClear();
  });
  afterAll(() => click.mockRestore());

  it('hands the file to the browser under the given name and keeps only its name and size', async () => {
    const file = new Blob(['xlsx bytes'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const http = await fakeHttp({ 'GET api/users/download': { status: 200, data: file } });
    const result = await call({ url: 'api/users/download', params: { blurry: 'a' }, saveAs: '20261124100000用户数据.xlsx' });
    expect(result).toEqual({ data: { fileName: '20261124100000用户数据.xlsx', size: file.size } });
    expect(clicked).toEqual([{ name: '20261124100000用户数据.xlsx', href: 'blob:saved' }]);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(http.calls[0]?.params).toEqual({ blurry: 'a' });
  });

  it("reads a refusal sent as a Blob, so the error says the server's message", async () => {
    const refusal = new Blob([JSON.stringify({ status: 400, message: '不允许访问', timestamp: 1 })], { type: 'application/json' });
    await fakeHttp({ 'GET api/users/download': { status: 400, data: refusal } });
    const events: HttpEvent[] = [];
    const stop = httpEvents.subscribe((event) => events.push(event));
    try {
      await expect(call({ url: 'api/users/download', saveAs: 'x.xlsx' })).resolves.toEqual({ error: { kind: 'http', status: 400, message: '不允许访问' } });
    } finally {
      stop();
    }
    expect(events).toEqual([expect.objectContaining({ type: 'error', error: expect.objectContaining({ message: '不允许访问' }) })]);
    expect(clicked).toEqual([]);
  });

  it('calls an answer that is no file malformed, and saves nothing', async () => {
    await fakeHttp({ 'GET api/users/download': { status: 200, data: { not: 'a file' } } });
    await expect(call({ url: 'api/users/download', saveAs: 'x.xlsx' })).resolves.toEqual({ error: expect.objectContaining({ kind: 'malformed' }) });
    expect(clicked).toEqual([]);
  });
});
