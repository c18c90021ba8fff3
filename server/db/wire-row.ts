import { centsToWire } from '../shared/cents';
import { formatDateTime } from '../shared/time';

/** Which columns of a row selected under its DTO's names need turning into the wire's form. */
export interface WireColumns {
  /** Integer hundredths sent as yuan numbers (`centsToWire`). */
  cents?: readonly string[];
  /** Epoch ms sent as `yyyy-MM-dd HH:mm:ss`; null stays null. */
  times?: readonly string[];
}

/**
 * A row mapper for a list whose SELECT already names each column as its DTO does
 * (`b.link_id AS linkId`): only money and times change form, so a read-only resource
 * needs no record interface and no field-by-field mapping of its own.
 */
export function wireRow<Dto>({ cents = [], times = [] }: WireColumns): (row: unknown) => Dto {
  return (row) => {
    const out = { ...(row as Record<string, unknown>) };
    for (const key of cents) if (typeof out[key] === 'number') out[key] = centsToWire(out[key]);
    for (const key of times) if (typeof out[key] === 'number') out[key] = formatDateTime(out[key]);
    return out as Dto;
  };
}
