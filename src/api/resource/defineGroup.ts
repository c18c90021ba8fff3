/*
 * yshop's group data (`yx_system_group_data`, CONTRACT-MEMBERS 2.7, 5.7) as a resource kind:
 * a group is its name and its keys, each a field of a kind; rows carry the keys in `map`,
 * read the same from yshop (strings for numbers, stray keys) and the embedded server. One
 * definition gives the list, the writes (`{groupName, ...keys, sort, status}`) and the
 * delete by path; the kit's GroupPage draws it. Domain-free: the entity names the URL and
 * the authority strings.
 */
import { centsFromYuan, formatCents } from '../../shared/money/money';
import { defineResource, type Resource, type ResourceDefinition } from './defineResource';
import { wire, wireRow } from './schema';
import { asNumber, asText, isObject } from './wire';

/**
 * What a key holds: `text`; `link` (an address or app route); `picture` (an address chosen
 * in the picture library, `size` the recommended one); `colour` (`#ff6600`); `number` (a
 * whole number within `min`/`max`); `money` (yuan with two decimals, integer cents in the form).
 */
export type GroupFieldKind = 'text' | 'link' | 'picture' | 'colour' | 'number' | 'money';

export interface GroupField {
  key: string;
  /** The column's header. */
  label: string;
  kind: GroupFieldKind;
  /** The dialog's label where it differs from the column's (跳转url beside 链接url). */
  formLabel?: string;
  /** The message of an empty input (the server's: 名称必须填写). */
  required?: string;
  /** `picture`: the recommended size shown beside the input (`750*375`). */
  size?: string;
  /** `number` / `money` (cents): the bounds; `text` / `link`: the most characters. */
  min?: number;
  max?: number;
  /** A new row's value (text, a number, or cents); '' / 0 by default. */
  initial?: string | number;
  /** Off: neither a column nor an input; the row's value is sent back as read (yshop's hidden `wxapp_url`). */
  shown?: boolean;
}

export interface GroupSpec {
  /** `yshop_home_banner`: the list's `groupName` and every write's. */
  group: string;
  /** 幻灯片: the dialogs' titles (新增幻灯片) and messages. */
  title: string;
  /** 首页幻灯片: the page's section. */
  label: string;
  fields: readonly GroupField[];
}

/** A row: the row's own columns and the group's keys as read (money in cents). */
export interface GroupRow {
  id: number;
  groupName: string;
  sort: number;
  status: number;
  map: Record<string, string | number | null>;
}

/** The dialog's form: the group's keys by key, 排序 and 是否显示. */
export type GroupForm = { id?: number; sort: number; status: boolean } & Record<string, unknown>;

/** A write: `groupName`, the keys, `sort`, `status` (1 / 0) and, editing, `id`. */
export type GroupBody = Record<string, unknown>;

export type GroupResource = Resource<GroupRow, GroupForm, GroupBody, Record<never, never>> & { spec: GroupSpec };

/** How one key's value is read from `map`: numbers from yshop's strings, money by its digits. */
function readKey(field: GroupField, value: unknown): string | number | null {
  if (field.kind === 'money') return centsFromYuan(value) ?? null;
  if (field.kind === 'number') {
    const n = asNumber(value, Number.NaN);
    return Number.isFinite(n) ? n : null;
  }
  return asText(value);
}

/** A key's value in a write: money as two-decimal text (read exactly by both back ends), text trimmed. */
function sendKey(field: GroupField, value: unknown): unknown {
  if (field.kind === 'money') return typeof value === 'number' ? formatCents(value) : null;
  if (field.kind === 'number') return value;
  return typeof value === 'string' ? value.trim() : (value ?? '');
}

const camel = (group: string) => group.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The resource of one group over the back end's group data `url`. */
export function defineGroup(spec: GroupSpec, backEnd: { url: string; authorities: NonNullable<ResourceDefinition<unknown, { id?: number }, unknown, object>['authorities']> }): GroupResource {
  const map = wire.read((value) => {
    const raw = isObject(value) ? value : {};
    return Object.fromEntries(spec.fields.map((field) => [field.key, readKey(field, raw[field.key])]));
  });
  const row = wireRow({ id: wire.id, groupName: wire.text, sort: wire.number(0), status: wire.number(1), map });
  const first = spec.fields.find((field) => field.kind === 'text') ?? spec.fields[0];
  const resource = defineResource<GroupRow, GroupForm, GroupBody>({
    name: camel(spec.group),
    title: spec.title,
    url: backEnd.url,
    row,
    idOf: (r: GroupRow) => r.id,
    labelOf: (r) => {
      const value = first ? r.map[first.key] : null;
      if (first?.kind === 'money' && typeof value === 'number') return formatCents(value);
      return value === null || value === undefined || value === '' ? `#${r.id}` : String(value);
    },
    newForm: (): GroupForm => ({ sort: 0, status: true, ...Object.fromEntries(spec.fields.map((f) => [f.key, f.initial ?? (f.kind === 'number' || f.kind === 'money' ? null : '')])) }),
    formOf: (r) => ({ id: r.id, sort: r.sort, status: r.status === 1, ...r.map }),
    bodyOf: (form: GroupForm): GroupBody => ({
      ...(form.id === undefined ? {} : { id: form.id }),
      groupName: spec.group,
      ...Object.fromEntries(spec.fields.map((field) => [field.key, sendKey(field, form[field.key])])),
      sort: form.sort,
      status: form.status ? 1 : 0,
    }),
    authorities: backEnd.authorities,
    deleteByPath: true,
    exportable: false,
    sort: ['sort,desc'],
  });
  return { ...resource, spec };
}
