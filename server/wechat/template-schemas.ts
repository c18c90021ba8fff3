import { z } from 'zod';
import { optionalId } from '../http/entity-errors';
import { listQueryFields } from '../http/list-query';
import { pageOf } from '../http/schema';
import { fields } from '../http/validate';

/** The contract's Rec. for an unknown id of a PUT or a DELETE (CONTRACT-MEMBERS 0). */
export const NOT_FOUND = '数据不存在';

/** 3.11: a template is a 模板消息 or a 订阅消息. */
export const TEMPLATE_TYPES = ['template', 'subscribe'] as const;

/** `GET api/yxWechatTemplate` takes no filter (2.13): paging and the whitelisted sort only. */
export const templateQuery = z.object({ ...listQueryFields });
export type TemplateQuery = z.output<typeof templateQuery>;

/** A template as the list sends it (2.13), times as GMT+8 text (the project's decision). */
export const templateDto = z.object({
  id: z.number(),
  tempkey: z.string(),
  name: z.string(),
  content: z.string(),
  tempid: z.string(),
  status: z.number(),
  type: z.string(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type TemplateDto = z.output<typeof templateDto>;
export const templatePage = pageOf(templateDto);

/** Required text of at most `max` characters (3.11's lengths), trimmed. */
const requiredText = (missing: string, max: number, label: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label}不能超过 ${max} 个字符`);

const zeroOrOne = (message: string) =>
  z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: message }).transform((v) => Number(v));

/**
 * 微信模板消息's write body (2.13, 3.11): 模板编号, 模板名 and 模板ID required within 3.11's
 * lengths, 状态 1 / 0, 类型 `template` / `subscribe`. `content` (the template's text, which
 * the dialog does not show) is optional: absent keeps the stored text on an edit, '' on a
 * new row. Other keys sent are not read.
 */
export const templateBody = z.object({
  id: optionalId,
  tempkey: requiredText('请输入模板编号', 50, '模板编号'),
  name: requiredText('请输入模板名', 100, '模板名'),
  tempid: requiredText('请输入模板ID', 100, '模板ID'),
  content: z.string({ error: '模板内容必须是文字' }).max(1000, '模板内容不能超过 1000 个字符').nullish().transform((v) => v ?? undefined),
  status: zeroOrOne('状态只能是 1 或 0'),
  type: z.enum(TEMPLATE_TYPES, { error: '类型只能是 template 或 subscribe' }),
});
export type TemplateInput = Omit<z.output<typeof templateBody>, 'id'>;

export const idParam = z.object({ id: fields.id });
