/*
 * Reading one field of a back-end row, for the system contract's parsers. Lenient
 * where the two back ends differ harmlessly (an id as a string, a flag as 0/1), strict
 * where a wrong value would mislead (an id that is not a whole number).
 */
import { isObject, type Json } from '../../shared/json/isObject';
import { displayTime } from '../../shared/time/time';

export { isObject, type Json };

/** The originals' default sort of a new job, dept or menu, and of a row that has none. */
export const DEFAULT_SORT = 999;

/** A whole number >= 0 (some databases send ids as strings). */
export function asId(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** A finite number, else `fallback`. */
export function asNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** Text, '' for null or missing (eladmin leaves null fields out, yshop sends null). */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Booleans, with the 0/1 and "true"/"false" some databases leak. */
export const asFlag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/**
 * A date in any of the back ends' three forms (`yyyy-MM-dd HH:mm:ss`, ISO with an offset,
 * epoch ms), as the console shows it: `yyyy-MM-dd HH:mm:ss`; '' for none; a text that
 * names no instant as sent.
 */
export const asTime = (value: unknown): string => displayTime(typeof value === 'string' || typeof value === 'number' ? value : undefined, undefined, '');

export interface Ref {
  id: number;
  name: string;
}

/** `{id, name}` (a dept, a job), or null when there is no usable id. */
export function asRef(value: unknown): Ref | null {
  if (!isObject(value)) return null;
  const id = asId(value.id);
  return id === undefined ? null : { id, name: asText(value.name ?? value.label) };
}

/** A list of `{id, name}`; entries without an id are left out. */
export function asRefs(value: unknown): Ref[] {
  if (!Array.isArray(value)) return [];
  const refs: Ref[] = [];
  for (const entry of value) {
    const ref = asRef(entry);
    if (ref) refs.push(ref);
  }
  return refs;
}
