/*
 * The zod schemas (zod/mini: a few KB, tree-shaken) a resource reads its rows with, for
 * both back-end flavours. Each field is read leniently where the two back ends differ
 * harmlessly (an id as a string, a flag as 0/1, a date in three forms, money as yuan)
 * and refused where a wrong value would mislead (no usable id, no name). Where the two
 * flavours name a field differently (eladmin's `jobSort`, yshop's `sort`), the row's
 * `aliases` say so, in the one place the entity defines its row.
 */
import * as z from 'zod/mini';
import { centsFromYuan } from '../../shared/money/money';
import { accept, reject, type RowResult } from './rows';
import { asFlag, asId, asNumber, asRef, asRefs, asText, asTime, isObject, type Json, type Ref } from './wire';

/** A schema reading one field of a row, whatever the back end sent (or left out). */
export type WireField<T> = z.ZodMiniType<T, unknown>;

const lenient = <T>(read: (value: unknown) => T): WireField<T> => z.pipe(z.optional(z.unknown()), z.transform(read));

const strict = <T>(read: (value: unknown) => T | undefined, message: string): WireField<T> =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, context) => {
      const out = read(value);
      if (out !== undefined) return out;
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );

const named = (value: unknown): string | undefined => {
  const text = asText(value);
  return text.trim() === '' ? undefined : text;
};

/** The field readers of a row schema. */
export const wire = {
  /** A whole number >= 0 (some databases send ids as strings); a row without one is refused. */
  id: strict(asId, 'id'),
  /** Text the row cannot do without (a name); an empty one refuses the row. */
  name: strict(named, '名称'),
  /** Text, '' for null or missing. */
  text: lenient(asText),
  /** A finite number, else `fallback` (999, the originals' default sort). */
  number: (fallback: number) => lenient((value) => asNumber(value, fallback)),
  /** A flag, with the 0/1 and "true"/"false" some databases leak. */
  flag: lenient(asFlag),
  /** A date in any of the three forms, as `yyyy-MM-dd HH:mm:ss` ('' for none). */
  time: lenient(asTime),
  /** `{id, name}` (a dept of a job), or null. */
  ref: lenient<Ref | null>(asRef),
  /** A list of `{id, name}`. */
  refs: lenient<Ref[]>(asRefs),
  /**
   * Money sent in yuan, as both back ends send it (yshop's BigDecimal `12.5`, the embedded
   * server's `centsToWire`), read by its digits into integer cents (1250); null when it is
   * not an amount of at most two decimals. Never give it cents: 1250 would read 125000.
   */
  yuan: lenient<number | null>((value) => centsFromYuan(value) ?? null),
  /** @deprecated The same reader as `yuan` (it reads yuan, not cents); kept for the entities written before issue 31. */
  cents: lenient<number | null>((value) => centsFromYuan(value) ?? null),
  /** A field read by an entity's own reader (yshop's one `job` as eladmin's `jobs` list), never refusing the row. */
  read: lenient,
  /** A field the row cannot do without, read by an entity's own reader: undefined refuses the row with `message`. */
  required: strict,
};

/** Where a flavour names a field otherwise: the row's key and the keys to read it from, first present wins. */
export type Aliases<K extends string> = Partial<Record<K, readonly string[]>>;

function withAliases(raw: Json, aliases: Readonly<Record<string, readonly string[] | undefined>>): Json {
  const out: Json = { ...raw };
  for (const [key, sources] of Object.entries(aliases)) {
    const source = sources?.find((name) => raw[name] !== undefined && raw[name] !== null);
    out[key] = source === undefined ? undefined : raw[source];
  }
  return out;
}

export type RowShape = Record<string, WireField<unknown>>;
export type RowOf<S extends RowShape> = { [K in keyof S]: z.output<S[K]> };
export type RowSchema<Row> = z.ZodMiniType<Row, unknown>;

/**
 * A row schema: its fields and, where the flavours differ, the keys each is read from.
 * Keys the row does not name are dropped (eladmin leaks `password`; it goes no further).
 */
export function wireRow<S extends RowShape>(shape: S, aliases: Aliases<Extract<keyof S, string>> = {}): RowSchema<RowOf<S>> {
  const object = z.object(shape);
  return z.pipe(
    z.transform((raw: unknown) => (isObject(raw) ? withAliases(raw, aliases) : raw)),
    object,
  ) as unknown as RowSchema<RowOf<S>>; // z.object's output type is RowOf<S>, spelled out so callers see plain fields.
}

/**
 * One row through its schema, as the list's parser wants it: the row, or why it cannot
 * be used, in Chinese (`岗位 7 缺少名称`, `缺少有效的岗位 id`, `不是一个岗位对象`).
 */
export function parseWith<Row>(schema: RowSchema<Row>, title: string, raw: unknown): RowResult<Row> {
  const result = schema.safeParse(raw);
  if (result.success) return accept(result.data);
  if (!isObject(raw)) return reject(`不是一个${title}对象`);
  const id = asId(raw.id);
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  if (field === 'id' || id === undefined) return reject(`缺少有效的${title} id`);
  return reject(`${title} ${id} 缺少${issue?.code === 'custom' ? issue.message : String(field)}`);
}
