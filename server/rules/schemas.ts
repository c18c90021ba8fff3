import { z } from 'zod';
import { integer } from '../http/integer';
import { listQueryFields } from '../http/list-query';
import { pageOf } from '../http/schema';
import { ruleDto } from '../http/catalog-wire';
import { readSpecs } from '../http/sku';

// Products answer with them too (`info`'s ruleList, formatAttr), so their shapes live below both.
export { ruleDto, specDto, type RuleDto } from '../http/catalog-wire';
export const rulePage = pageOf(ruleDto);

export const ruleQuery = z.object({ ...listQueryFields });

/** `save/{id}`: 0 creates. */
export const ruleIdParam = z.object({ id: integer({ message: 'ID 必须是整数', min: [0, 'ID 不能小于 0'] }) });

/**
 * `{ ruleName, ruleValue }`; other keys (id, dates) are ignored. The spec checks are the
 * product form's (no `-`, `_`, `,` in a value, no repeats), except that a spec may have
 * no values yet, as in the dump.
 */
export const ruleBody = z.object(
  {
    ruleName: z
      .string({ error: '请输入规则名称' })
      .trim()
      .min(1, '请输入规则名称')
      .max(32, '规则名称不能超过 32 个字符'),
    ruleValue: z.unknown().transform((v, ctx) => {
      if (v === undefined || v === null) {
        ctx.addIssue({ code: 'custom', message: '规格名称/值必填' });
        return z.NEVER;
      }
      try {
        return readSpecs(v, { allowNoValues: true });
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  },
  { error: '规格名称/值必填' },
);
export type RuleInput = z.output<typeof ruleBody>;
