/*
 * One back-end resource from one definition (issue 23): the rows' schema for both
 * flavours, the body a write sends, the list / all / create / update / delete calls
 * injected into the one RTK Query API with their cache tag, the export URL, and the
 * permissions by convention. Domain-free: an entity (src/entities/<name>) defines a
 * resource; the kit's CRUD views draw one; neither imports the other.
 */
import type { TypedUseLazyQuery, TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { api } from '../api';
import type { axiosBaseQuery } from '../baseQuery';
import { parsePage, type Page } from './page';
import { parseArray, type ParsedRows } from './rows';
import { parseWith, type RowSchema } from './schema';

type BaseQuery = typeof axiosBaseQuery;

/** A row's identity: a number for the system tables, a session key for 在线用户. */
export type ResourceId = number | string;

/** The list's query as the CRUD kit builds it (`page`, `size`, `sort`, filters). */
export type ListArgs = Record<string, unknown>;

/** A page of rows with what the answer says beyond them (eladmin or yshop rows, say). */
export type ResourcePage<Row, Extra> = Page<Row> & Extra;

/** Who may do what: `admin` passes everything (CONTRACT-SYSTEM.md section 4); an action the resource has not is undefined. */
export interface ResourcePermissions {
  list: readonly string[];
  add?: readonly string[];
  edit?: readonly string[];
  del?: readonly string[];
}

export interface ResourceDefinition<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId = number> {
  /** `job`: the permissions' prefix (`job:add`) and the endpoints' names. */
  name: string;
  /** 岗位: the dialogs' titles (新增岗位), messages and the export's file name. */
  title: string;
  /** `api/job`: the list, the writes, and `{url}/download`. */
  url: string;
  /** The rows, read in both flavours (see schema.ts). */
  row: RowSchema<Row>;
  idOf: (row: Row) => Id;
  /** What a person sees to tell the row apart (its name): row actions are named after it. */
  labelOf: (row: Row) => string;
  /** A new row's form (the defaults of 新增). Not needed by a read-only resource (`actions: []`). */
  newForm?: () => Form;
  /** A row as its form, with its id: the edit dialog's start and the status switch's body. Not needed read-only. */
  formOf?: (row: Row) => Form;
  /** The body a write sends: editable fields only, never the row as read. Not needed read-only. */
  bodyOf?: (form: Form) => Body;
  /** What the answer says beyond its rows (yshop's rows carry a `dept`), read once per answer. */
  extra?: (body: unknown, rows: readonly Row[]) => Extra;
  /** The list's sort before the operator sorts (`sort,asc`, `id,desc`). */
  sort?: readonly string[];
  /** Tags of other lists a write here makes stale (the user list shows job names). */
  invalidates?: readonly string[];
  /** Permission prefix when it is not `name` (`roles` for role). */
  permission?: string;
  /**
   * The back end's own authority strings per action, where they do not follow `<prefix>:<action>`
   * (yshop's `YXSTOREPRODUCT_CREATE`, CONTRACT-SHOP.md section 10.24): any one suffices, `admin`
   * passes as always. An action left out keeps the convention's strings.
   */
  authorities?: Partial<Record<'list' | 'add' | 'edit' | 'del', readonly string[]>>;
  /**
   * Where a write goes when not `POST {url}` / `PUT {url}` (yshop's rules and shipping templates save
   * both ways with `POST {url}/save/{id}`, id 0 creating).
   */
  save?: (body: Body, mode: 'create' | 'update') => { url: string; method: 'POST' | 'PUT' };
  /** Cache tag; `Job` for `job`. */
  tag?: string;
  /** Off for a resource that has no `{url}/download`. */
  exportable?: boolean;
  /**
   * Whether the back end has `{url}/download` (导出). Said outright, it wins over `exportable`;
   * a read-only resource (`actions: []`) has 导出 only when this says so (yshop's bills have
   * none: a 导出 there would answer 404), a writable one unless `exportable: false`.
   */
  download?: boolean;
  /** A URL answering every row as a bare array (`api/roles/all`), when the back end has one. */
  allUrl?: string;
  /**
   * Each id deleted on its own, `DELETE {url}/{id}` in order (the dictionaries, yshop's shop
   * resources), instead of one `DELETE {url}` with the ids; it stops at the first refusal.
   * `'joined'`: one `DELETE {url}/{id,id}` (yshop's categories), which the back end takes whole.
   */
  deleteByPath?: boolean | 'joined';
  /** The actions the resource has (a log has none): the others are nobody's, `admin` included. */
  actions?: readonly ('add' | 'edit' | 'del')[];
  /**
   * The list answer read whole, where rows alone do not say it (部门管理's nested tree with its
   * top-level pid, frozen for a 2,000-dept answer): replaces `row` + `extra` for `GET {url}`.
   */
  page?: (body: unknown) => ResourcePage<Row, Extra> | undefined;
}

/** The CONTRACT's "every row at once" (`page=0&size=9999`). */
export const ALL_SIZE = 9999;

type QueryHook<Result, Arg> = TypedUseQuery<Result, Arg, BaseQuery>;

/** What a screen reads of a query (RTK Query's hook result, the part a list needs). */
export interface QueryState<T> {
  /** The last answer, kept on screen while the next one loads. */
  data?: T | undefined;
  /** The answer to this very query (undefined while it loads). */
  currentData?: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A list hook; RTK Query's `refetchOnMountOrArgChange` where a list changes without this console (logs, sessions). */
export type ListHook<T> = (params: ListArgs | SkipToken, options?: { refetchOnMountOrArgChange?: boolean | number }) => QueryState<T>;
type MutationHook<Result, Arg> = TypedUseMutation<Result, Arg, BaseQuery>;

export interface Resource<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId = number> extends Required<Pick<ResourceDefinition<Row, Form, Body, Extra, Id>, 'name' | 'title' | 'url' | 'idOf' | 'labelOf' | 'newForm' | 'formOf' | 'bodyOf' | 'sort' | 'tag'>> {
  permissions: ResourcePermissions;
  /** `{url}` for 导出 (`{url}/download`), or undefined. */
  exportUrl: string | undefined;
  parseRow: (raw: unknown) => ReturnType<typeof parseWith<Row>>;
  parsePage: (body: unknown) => ResourcePage<Row, Extra> | undefined;
  /** The one endpoint that reads `GET {url}`: a page of the list. */
  useList: ListHook<ResourcePage<Row, Extra>>;
  /** The same endpoint, fetched on demand (a lazy tree's level when it opens): RTK Query's lazy hook. */
  useLazyList: TypedUseLazyQuery<ResourcePage<Row, Extra>, ListArgs, BaseQuery>;
  /** Every row matching `filters` (a select's options): the list endpoint with `page=0&size=9999`, or `allUrl`. */
  useAll: (filters: ListArgs | SkipToken) => { data?: readonly Row[] | undefined; isLoading: boolean; isError: boolean };
  useCreate: MutationHook<unknown, Body>;
  useUpdate: MutationHook<unknown, Body>;
  useDelete: MutationHook<unknown, Id[]>;
  /** The endpoints' names in the API, for tests and prefetching. */
  endpointNames: { list: string; all: string | undefined; create: string; update: string; remove: string };
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * `{ list, add, edit, del }` as `[admin, prefix:action]`, for the actions the resource has;
 * `own` names a back end's strings for an action instead (admin still passes).
 */
export function permissionsOf(
  prefix: string,
  actions: readonly ('add' | 'edit' | 'del')[] = ['add', 'edit', 'del'],
  own: ResourceDefinition<unknown, { id?: number }, unknown, object>['authorities'] = {},
): ResourcePermissions {
  const of = (action: 'list' | 'add' | 'edit' | 'del'): readonly string[] => ['admin', ...(own[action] ?? [`${prefix}:${action}`])];
  return { list: of('list'), ...Object.fromEntries(actions.map((action) => [action, of(action)])) };
}

/**
 * The form mapping of a resource: the definition's own, or for a read-only one (which never
 * opens a dialog nor sends a body) a form of the id alone and a body that is never built.
 * A writable resource without one is a mistake caught where it is defined.
 */
function formMappingOf<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId>(
  definition: ResourceDefinition<Row, Form, Body, Extra, Id>,
  readOnly: boolean,
): Pick<Resource<Row, Form, Body, Extra, Id>, 'newForm' | 'formOf' | 'bodyOf'> {
  const { newForm, formOf, bodyOf, title } = definition;
  if (newForm && formOf && bodyOf) return { newForm, formOf, bodyOf };
  if (!readOnly) throw new Error(`${title}: newForm, formOf and bodyOf are needed unless actions is []`);
  return {
    newForm: newForm ?? (() => ({}) as Form),
    formOf: formOf ?? ((row) => ({ id: definition.idOf(row) }) as Form),
    bodyOf:
      bodyOf ??
      (() => {
        throw new Error(`${title}是只读的，没有可提交的内容`);
      }),
  };
}

export function defineResource<Row, Form extends { id?: Id }, Body, Extra extends object = Record<never, never>, Id extends ResourceId = number>(
  definition: ResourceDefinition<Row, Form, Body, Extra, Id>,
): Resource<Row, Form, Body, Extra, Id> {
  const { name, title, url, row, extra, invalidates = [], allUrl, deleteByPath = false, save } = definition;
  const readOnly = definition.actions !== undefined && definition.actions.length === 0;
  const exportable = definition.download ?? (readOnly ? false : (definition.exportable ?? true));
  const { newForm, formOf, bodyOf } = formMappingOf(definition, readOnly);
  const tag = definition.tag ?? capitalised(name);
  const parseRow = (raw: unknown) => parseWith(row, title, raw);
  const parseResourcePage = (body: unknown): ResourcePage<Row, Extra> | undefined => {
    if (definition.page) return definition.page(body);
    const page = parsePage(body, parseRow);
    if (!page) return undefined;
    return { ...page, ...(extra ? extra(body, page.content) : ({} as Extra)) };
  };
  const parseAll = (body: unknown): ParsedRows<Row> | undefined => parseArray(body, parseRow);
  const names = { list: `${name}List`, all: allUrl === undefined ? undefined : `${name}All`, create: `${name}Create`, update: `${name}Update`, remove: `${name}Delete` };
  const writes = [tag, ...invalidates];

  const injected = api.enhanceEndpoints({ addTagTypes: writes }).injectEndpoints({
    endpoints: (build) => ({
      [names.list]: build.query<ResourcePage<Row, Extra>, ListArgs>({
        query: (params) => ({ url, params, parse: parseResourcePage }),
        providesTags: [tag],
      }),
      ...(names.all !== undefined && allUrl !== undefined
        ? {
            [names.all]: build.query<ParsedRows<Row>, ListArgs>({
              query: (params) => ({ url: allUrl, params, parse: parseAll }),
              providesTags: [tag],
            }),
          }
        : {}),
      [names.create]: build.mutation<unknown, Body>({
        query: (body) => ({ ...(save ? save(body, 'create') : { url, method: 'POST' }), data: body }),
        invalidatesTags: writes,
      }),
      [names.update]: build.mutation<unknown, Body>({
        query: (body) => ({ ...(save ? save(body, 'update') : { url, method: 'PUT' }), data: body }),
        invalidatesTags: writes,
      }),
      [names.remove]: deleteByPath === 'joined'
        ? build.mutation<unknown, Id[]>({
            query: (ids) => ({ url: `${url}/${ids.map((id) => encodeURIComponent(id)).join(',')}`, method: 'DELETE' }),
            invalidatesTags: writes,
          })
        : deleteByPath
        ? build.mutation<unknown, Id[]>({
            queryFn: async (ids, _api, _options, baseQuery) => {
              for (const id of ids) {
                const answer = await baseQuery({ url: `${url}/${encodeURIComponent(id)}`, method: 'DELETE' });
                if (answer.error) return { error: answer.error };
              }
              return { data: null };
            },
            invalidatesTags: writes,
          })
        : build.mutation<unknown, Id[]>({
            query: (ids) => ({ url, method: 'DELETE', data: ids }),
            invalidatesTags: writes,
          }),
    }),
  });
  // The endpoints' keys are built from `name`, so TypeScript cannot follow them: each
  // hook is given back its type as declared by the build call above.
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery?: unknown; useLazyQuery?: unknown; useMutation?: unknown }>;
  const hook = <H>(key: string, kind: 'useQuery' | 'useLazyQuery' | 'useMutation'): H => endpoints[key]![kind] as H;
  const useList = hook<QueryHook<ResourcePage<Row, Extra>, ListArgs>>(names.list, 'useQuery') as ListHook<ResourcePage<Row, Extra>>;
  const useAllRows = names.all === undefined ? undefined : hook<QueryHook<ParsedRows<Row>, ListArgs>>(names.all, 'useQuery');

  const useAll = useAllRows
    ? (filters: ListArgs | SkipToken) => {
        const result = useAllRows(filters);
        return { data: result.data?.rows, isLoading: result.isLoading, isError: result.isError };
      }
    : (filters: ListArgs | SkipToken) => {
        const result = useList(filters === skipToken ? skipToken : { page: 0, size: ALL_SIZE, ...filters });
        return { data: result.data?.content, isLoading: result.isLoading, isError: result.isError };
      };

  return {
    name,
    title,
    url,
    tag,
    sort: definition.sort ?? [],
    idOf: definition.idOf,
    labelOf: definition.labelOf,
    newForm,
    formOf,
    bodyOf,
    permissions: permissionsOf(definition.permission ?? name, definition.actions, definition.authorities),
    exportUrl: exportable ? url : undefined,
    parseRow,
    parsePage: parseResourcePage,
    useList,
    useAll,
    useLazyList: hook<TypedUseLazyQuery<ResourcePage<Row, Extra>, ListArgs, BaseQuery>>(names.list, 'useLazyQuery'),
    useCreate: hook<MutationHook<unknown, Body>>(names.create, 'useMutation'),
    useUpdate: hook<MutationHook<unknown, Body>>(names.update, 'useMutation'),
    useDelete: hook<MutationHook<unknown, Id[]>>(names.remove, 'useMutation'),
    endpointNames: names,
  };
}
