/*
 * A single-record settings form's data (issue 31): yshop's key/value `api/yxSystemConfig`
 * read as one record of the form's own keys, and written back as `{ key: value }` with only
 * those keys. Secret keys are write-only: the answer is reduced to "set or not" before it
 * reaches RTK Query's cache, and the save goes around RTK Query (whose mutation state and
 * actions would keep the body), so a typed secret never enters Redux.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api, type ApiDispatch } from '../api';
import type { ApiError } from '../apiError';
import { axiosBaseQuery } from '../baseQuery';

/**
 * How a key is typed and checked: free text, a whole number, an amount (two decimals), a
 * percentage (0 to 100, two decimals), one of fixed values, a picture's URL (typed, or chosen
 * in the picture library's dialog).
 */
export type SettingKind = 'text' | 'integer' | 'amount' | 'percent' | 'choice' | 'picture';

/** One key of a settings form: what it is called, how it is typed and checked, whether it is a secret. */
export interface SettingKey {
  key: string;
  label: string;
  /** `text` by default. */
  kind?: SettingKind;
  /** Shown under the input (积分抵用比例(1积分抵多少金额)). */
  hint?: string;
  /** The message of an empty input; without it the key may be empty (never for a secret, where empty keeps it). */
  required?: string;
  /** Text: most characters. Integer: bounds. Amount: bounds in cents. */
  min?: number;
  max?: number;
  /** `choice`: the radios, values as the back end stores them (text: `'1'`, never the number 1). */
  choices?: readonly { label: string; value: string }[];
  /** Write-only: shown as set or not, sent only when typed anew. */
  secret?: boolean;
  /** What the input starts from when the back end has no value for the key (a radio yshop's form preselects). */
  fallback?: string;
}

/** A line of the form with a link out (快递鸟申请地址: where to register), opened in a new tab. */
export interface SettingsLink {
  label: string;
  text: string;
  linkText: string;
  href: string;
}

export interface SettingsDefinition {
  /** `pointConfig`: the endpoint's name. */
  name: string;
  /** 积分配置: the section's name. */
  title: string;
  /** `api/yxSystemConfig`: `GET` a page of `{ menuName, value }`, `POST` `{ key: value }`. */
  url: string;
  keys: readonly SettingKey[];
  /** Who may read and who may save (`admin` passes both). */
  authorities: { view: readonly string[]; save: readonly string[] };
  /** Cache tag, shared by the forms over one `url` (a save refreshes them all). */
  tag?: string;
  /** Lines shown under the inputs. */
  links?: readonly SettingsLink[];
}

/** The record as the form starts from it: plain keys' values, and for each secret only whether it is set. */
export interface SettingsRecord {
  values: Readonly<Record<string, string>>;
  secretsSet: Readonly<Record<string, boolean>>;
}

/** What a back end answers for a set secret (the embedded server; yshop sends the value itself). */
export const SECRET_MASK = '******';

/** The store of one value: yshop's values are text, numbers and null in old rows. */
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/**
 * The form's keys from `{ content: [{ menuName, value }] }`: keys it does not name are
 * dropped, a secret becomes a flag (its value, plain from yshop, goes no further).
 */
export function parseSettings(keys: readonly SettingKey[], body: unknown): SettingsRecord | undefined {
  const content = body !== null && typeof body === 'object' ? (body as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return undefined;
  const stored = new Map<string, string>();
  for (const row of content as unknown[]) {
    if (row === null || typeof row !== 'object') continue;
    const { menuName, value } = row as { menuName?: unknown; value?: unknown };
    if (typeof menuName === 'string') stored.set(menuName, text(value));
  }
  const values: Record<string, string> = {};
  const secretsSet: Record<string, boolean> = {};
  for (const key of keys) {
    const value = stored.get(key.key) ?? key.fallback ?? '';
    if (key.secret) secretsSet[key.key] = value !== '';
    else values[key.key] = value;
  }
  return { values, secretsSet };
}

/** The body a save sends: every plain key, a secret only when typed anew. */
export function settingsBody(keys: readonly SettingKey[], values: Readonly<Record<string, string>>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const key of keys) {
    const value = values[key.key] ?? '';
    if (key.secret && value === '') continue;
    body[key.key] = value;
  }
  return body;
}

export interface Settings {
  name: string;
  title: string;
  url: string;
  keys: readonly SettingKey[];
  tag: string;
  links: readonly SettingsLink[];
  permissions: { view: readonly string[]; save: readonly string[] };
  /** The record (the one endpoint reading `GET {url}`, page 0 of 500 as yshop's forms ask). */
  useRecord: () => { data?: SettingsRecord | undefined; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /**
   * Posts the form's keys (`settingsBody`), outside RTK Query, then refreshes the record.
   * Rejects with the server's ApiError; its failure goes to the console's one presenter too.
   */
  save: (dispatch: ApiDispatch, values: Readonly<Record<string, string>>) => Promise<void>;
}

export function defineSettings(definition: SettingsDefinition): Settings {
  const { name, title, url, keys } = definition;
  const tag = definition.tag ?? 'SystemConfig';
  const endpoint = `${name}Settings`;
  const injected = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
    endpoints: (build) => ({
      [endpoint]: build.query<SettingsRecord, void>({
        query: () => ({ url, params: { page: 0, size: 500 }, parse: (body: unknown) => parseSettings(keys, body) }),
        providesTags: [tag],
      }),
    }),
  });
  const useRecord = (injected.endpoints as unknown as Record<string, { useQuery: TypedUseQuery<SettingsRecord, void, typeof axiosBaseQuery> }>)[endpoint]!.useQuery;

  const save = async (dispatch: ApiDispatch, values: Readonly<Record<string, string>>): Promise<void> => {
    // The base query itself (its error catalogue and presenter), but no RTK Query mutation:
    // a mutation's argument stays in the store's state and rides on its actions.
    const context = { signal: new AbortController().signal, endpoint: `${name}SettingsSave` } as BaseQueryApi;
    const answer = await axiosBaseQuery({ url, method: 'POST', data: settingsBody(keys, values) }, context, {});
    dispatch(injected.util.invalidateTags([tag]));
    if ('error' in answer && answer.error) throw answer.error as ApiError;
  };

  return {
    name,
    title,
    url,
    keys,
    tag,
    links: definition.links ?? [],
    permissions: { view: ['admin', ...definition.authorities.view], save: ['admin', ...definition.authorities.save] },
    useRecord: () => useRecord(),
    save,
  };
}
