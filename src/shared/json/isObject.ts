/** A JSON object as read off the wire: its fields not yet known. */
export type Json = Record<string, unknown>;

/** A plain object (not null, not an array): what a reader checks before reading fields. */
export const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
