import { z } from 'zod';
import { readCents, type AmountRule } from '../shared/cents';
import { badRequest } from './errors';

export type { AmountRule } from '../shared/cents';

/** An amount as integer hundredths (`shared/cents.ts`), or a 400 with the rule's Chinese message. */
export function parseCents(value: unknown, rule: AmountRule): number {
  const result = readCents(value, rule);
  if (!result.ok) throw badRequest(result.message);
  return result.cents;
}

/** The same as a zod field of a body schema: its refusal is the 400's message. */
export const centsField = (rule: AmountRule) =>
  z.unknown().transform((value, ctx) => {
    const result = readCents(value, rule);
    if (result.ok) return result.cents;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
