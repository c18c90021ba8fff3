import { z } from 'zod';
import { idsBody } from '../http/entity-errors';
import { integer } from '../http/integer';
import { listQueryFields } from '../http/list-query';
import { pageOf } from '../http/schema';
import { cityDirectory } from './cities';
import { readTemplate } from './template-input';

export const NOT_FOUND = '运费模板不存在';
export const IN_USE = '运费模板存在商品关联，请删除对应商品';

/**
 * The save body, read by `readTemplate` (its checks need their order and the city list,
 * which a plain object schema cannot express); its refusals become the 400's message.
 */
export const templateBody = z.unknown().transform((body, ctx) => {
  try {
    return readTemplate(body, cityDirectory());
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : '请求参数错误' });
    return z.NEVER;
  }
});

/** `save/{id}`: 0 creates. */
export const saveParams = z.object({ id: integer({ message: 'ID 必须是整数', min: [0, 'ID 不能小于 0'] }) });

/** Pages and sort only: the list has no filter. */
export const templateQuery = z.object(listQueryFields);

/** `DELETE api/yxShippingTemplates` `[ids]`. */
export const templateIds = idsBody;

/** A template of the list (`YxShippingTemplatesDto`): the JSON columns as strings, dates `yyyy-MM-dd HH:mm:ss`. */
export const templateDto = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  regionInfo: z.string(),
  appoint: z.number(),
  appointInfo: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  isDel: z.number(),
  sort: z.number(),
});
export type TemplateDto = z.output<typeof templateDto>;
export const templatePage = pageOf(templateDto);

// Products answer with it (`info`'s tempList), so its shape lives below both.
export { tempListItem, type TempListItem } from '../http/catalog-wire';
