import type { InternalAxiosRequestConfig } from 'axios';
import type { FakeReply } from './fakeHttp';

/*
 * One generic in-memory back end for screen tests: a CRUD resource over fakeHttp's
 * routes. It pages (`page` from 0, `size`), sorts (`sort=field,asc` repeated), filters
 * (text contains, flags and numbers equal, a `createTime` range, or a screen's own
 * matcher), creates, updates and deletes, and refuses what the screen says it should
 * (a duplicate name, a row still in use) with the back ends' `{status, message}`.
 *
 *   const jobs = fakeResource({ url: 'api/job', records: [...], toWire, fromBody });
 *   const http = await fakeHttp({ ...jobs.routes, 'GET api/dept': ... });
 */

export type FakeRecord = { id: number } & Record<string, unknown>;
type Params = Record<string, unknown>;
type Route = FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply);

export interface FakeResourceOptions<R extends FakeRecord> {
  /** `api/job`: GET, POST, PUT and DELETE on it. */
  url: string;
  records: R[];
  /** How a record goes over the wire (a back end's flavour: eladmin's `jobSort`, yshop's `sort`); as stored by default. */
  toWire?: (record: R) => unknown;
  /** The record a write body makes (`existing` on an update); the body's fields over the existing record by default. */
  fromBody?: (body: Params, existing: R | undefined) => Omit<R, 'id'>;
  /** Filters by query key; a key without one matches text containing it, other values equal. */
  filters?: Record<string, (record: R, value: unknown) => boolean>;
  /**
   * The query keys the back end reads besides page, size and sort (yshop's bills: `nickname`,
   * `category`, ..., `startTime`, `endTime`). Given, a list query with any other key is
   * answered 400 `不支持的查询参数 <key>`, so a filter the real back end would ignore (eladmin's
   * `createTime` sent to yshop) fails the test instead of silently doing nothing.
   */
  reads?: readonly string[];
  /** A refusal's message, or undefined to go ahead. */
  refuse?: {
    create?: (body: Params, records: readonly R[]) => string | undefined;
    update?: (body: Params, records: readonly R[]) => string | undefined;
    remove?: (ids: readonly number[], records: readonly R[]) => string | undefined;
  };
  /**
   * yshop's `DELETE {url}/{id}` (one id a call), rather than `DELETE {url}` with an array of ids;
   * `'joined'`: `DELETE {url}/{id,id}` (yshop's categories), taken or refused whole.
   */
  deleteByPath?: boolean | 'joined';
  /** yshop's `POST {url}/save/{id}` (rules, shipping templates): id 0 creates, another updates that id. */
  saveByPath?: boolean;
  /** What else goes with removed records (a dictionary's entries). */
  afterRemove?: (ids: readonly number[]) => void;
  /** The first id a create gives. */
  nextId?: number;
  /** The `createTime` of a created record. */
  now?: string;
}

export interface FakeResource<R extends FakeRecord> {
  /** The stored records, as the tests may read and change them. */
  records: R[];
  routes: Record<string, Route>;
}

const PAGING = new Set(['page', 'size', 'sort']);
const bodyOf = (request: InternalAxiosRequestConfig): unknown => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);
const refused = (message: string): FakeReply => ({ status: 400, data: { status: 400, message } });

function matches(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) {
    // A range (`createTime` twice): from and to, inclusive.
    const [from, to] = wanted.map(String);
    const text = String(value ?? '');
    return (from === undefined || text >= from) && (to === undefined || text <= to);
  }
  if (typeof value === 'string') return value.includes(String(wanted));
  return String(value) === String(wanted);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function fakeResource<R extends FakeRecord>(options: FakeResourceOptions<R>): FakeResource<R> {
  const { url, records, toWire = (record: R) => record, filters = {}, refuse = {}, now = '2026-11-23 08:00:00' } = options;
  let nextId = options.nextId ?? 100;
  const fromBody = options.fromBody ?? ((body: Params, existing: R | undefined) => ({ ...existing, ...body }) as Omit<R, 'id'>);

  const list = (request: InternalAxiosRequestConfig): FakeReply => {
    const params = (request.params ?? {}) as Params;
    const unread = options.reads ? Object.keys(params).find((key) => !PAGING.has(key) && !options.reads!.includes(key)) : undefined;
    if (unread !== undefined) return refused(`不支持的查询参数 ${unread}`);
    let found = records.filter((record) =>
      Object.entries(params).every(([key, wanted]) => PAGING.has(key) || (filters[key] ? filters[key](record, wanted) : matches(record[key], wanted))),
    );
    const sorts = ([] as unknown[]).concat(params.sort ?? []).map((entry) => String(entry).split(','));
    found = [...found].sort((a, b) => {
      for (const [field = 'id', order = 'asc'] of sorts) {
        const difference = compare(a[field], b[field]);
        if (difference !== 0) return order === 'desc' ? -difference : difference;
      }
      return 0;
    });
    const page = Number(params.page ?? 0);
    const size = Number(params.size ?? 10);
    return { status: 200, data: { content: found.slice(page * size, (page + 1) * size).map(toWire), totalElements: found.length } };
  };

  const create = (request: InternalAxiosRequestConfig, body = bodyOf(request) as Params): FakeReply => {
    const message = refuse.create?.(body, records);
    if (message !== undefined) return refused(message);
    nextId += 1;
    const record = { createTime: now, ...fromBody(body, undefined), id: nextId } as unknown as R;
    records.push(record);
    // eladmin answers the created row; the console reads nothing from it.
    return { status: 201, data: toWire(record) };
  };

  const update = (request: InternalAxiosRequestConfig, body = bodyOf(request) as Params): FakeReply => {
    const message = refuse.update?.(body, records);
    if (message !== undefined) return refused(message);
    const index = records.findIndex((record) => record.id === body.id);
    if (index < 0) return refused('数据不存在');
    records[index] = { ...records[index], ...fromBody(body, records[index]), id: records[index]!.id } as R;
    return { status: 204 };
  };

  const remove = (request: InternalAxiosRequestConfig): FakeReply => {
    const ids = options.deleteByPath ? (request.url?.split('/').at(-1) ?? '').split(',').map((id) => Number(decodeURIComponent(id))) : (bodyOf(request) as number[]);
    const message = refuse.remove?.(ids, records);
    if (message !== undefined) return refused(message);
    for (const id of ids) {
      const index = records.findIndex((record) => record.id === id);
      if (index >= 0) records.splice(index, 1);
    }
    options.afterRemove?.(ids);
    return { status: 200 };
  };

  const save = (request: InternalAxiosRequestConfig): FakeReply => {
    const id = Number(request.url?.split('/').at(-1));
    const body = bodyOf(request) as Params;
    return id === 0 ? create(request, body) : update(request, { ...body, id });
  };

  const removeKey = options.deleteByPath ? `DELETE ${url}/:id` : `DELETE ${url}`;
  const writes: Record<string, Route> = options.saveByPath ? { [`POST ${url}/save/:id`]: save } : { [`POST ${url}`]: (request) => create(request), [`PUT ${url}`]: (request) => update(request) };
  return { records, routes: { [`GET ${url}`]: list, ...writes, [removeKey]: remove } };
}
