import { z } from 'zod';
import { type ApiError, badRequest } from './errors';
import { integer } from './integer';
import { fields } from './validate';

/**
 * The generic messages eladmin's services answer (CONTRACT-SYSTEM.md section 0),
 * kept in their English wording: consoles and tests match them as they are. `Entity` is
 * the entity's class name as eladmin writes it (`User`, `Job`...).
 */
export type Entity = string;

/** `User 不存在: id is 9` */
export const unknownId = (entity: Entity, id: number): ApiError => badRequest(`${entity} 不存在: id is ${id}`);

/** `A new user cannot already have an ID` */
export const newWithId = (entity: Entity): ApiError => badRequest(`A new ${entity.toLowerCase()} cannot already have an ID`);

/** `User with username X existed` (the role name check says `username` too, as eladmin does). */
export const existed = (entity: Entity, field: string, value: string): ApiError => badRequest(`${entity} with ${field} ${value} existed`);

/** A `{id}` reference whose absence or nonsense is worded by `message`. */
export const refOf = (message: string) => z.object({ id: integer({ message, min: [1, message] }) }, { error: message });

/**
 * Ids one bulk call (a delete, a reset) takes: ten pages of the largest page size the
 * console offers (100), far more than one selection holds (issue 30).
 */
export const MAX_BULK_IDS = 1000;
export const tooManyIds = `一次最多处理 ${MAX_BULK_IDS} 条数据`;

/** The `[ids]` body of a delete (or a reset). */
export const idsBody = z
  .array(fields.id, { error: '请提供 ID 数组' })
  .min(1, '请至少选择一条数据')
  .max(MAX_BULK_IDS, tooManyIds)
  .transform((ids) => [...new Set(ids)]);

/** An `id` a POST must not carry: absent, null, or (as some forms send) 0 / empty. */
export const optionalId = z
  .preprocess((v) => (v === '' ? null : v), integer({ message: 'ID 必须是整数' }).nullish())
  .transform((v) => (typeof v === 'number' && v !== 0 ? v : null));

/** Optional free text, trimmed, empty as null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/** eladmin's `sort` / `deptSort` / `jobSort`: 0..99999, default 999. */
export const sortField = integer({ message: '排序必须是整数', min: [0, '排序不能小于 0'], max: [99999, '排序不能大于 99999'] });

const isBlankRef = (v: unknown): boolean => {
  if (v === '') return true;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const id = (v as { id?: unknown }).id;
  return id === undefined || id === null || id === '' || id === 0;
};

/** An optional `{id}`: absent, null, `{}` or `{id: null}` all mean "none". */
export const optionalRef = (message: string) =>
  z.preprocess((v) => (isBlankRef(v) ? null : v), refOf(message).nullish());
