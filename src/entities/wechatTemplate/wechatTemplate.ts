/*
 * 微信模板消息 (CONTRACT-MEMBERS 2.13, 3.11, 5.9): `api/yxWechatTemplate` of both back ends,
 * CRUD with a delete by path (`DELETE {url}/{id}`, soft) and 导出. 类型 and 状态 are fixed
 * choices (no dictionary holds them). The template's text (`content`) is not in the dialog:
 * an edit sends it back as read, so neither back end loses it.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';

const shape = { id: wire.id, tempkey: wire.text, name: wire.text, tempid: wire.text, content: wire.text, status: wire.number(0), type: wire.text };
export type WechatTemplate = RowOf<typeof shape>;

export interface WechatTemplateForm {
  id?: number;
  tempkey: string;
  name: string;
  tempid: string;
  content: string;
  /** 1 开启, 0 关闭. */
  status: number;
  type: string;
}

/** 消息类型 (3.11). */
export const TEMPLATE_TYPES = [
  { value: 'template', label: '模板消息', colour: 'primary' },
  { value: 'subscribe', label: '订阅消息', colour: 'success' },
] as const;

/** 状态 (3.11). */
export const TEMPLATE_STATUS = [
  { value: 1, label: '开启', colour: 'success' },
  { value: 0, label: '关闭', colour: 'default' },
] as const;

export const wechatTemplates = defineResource({
  name: 'yxWechatTemplate',
  title: '微信模板消息',
  url: 'api/yxWechatTemplate',
  row: wireRow(shape),
  idOf: (t: WechatTemplate) => t.id,
  labelOf: (t) => t.name.trim() || t.tempkey || `#${t.id}`,
  newForm: (): WechatTemplateForm => ({ tempkey: '', name: '', tempid: '', content: '', status: 1, type: 'template' }),
  formOf: (t) => ({ id: t.id, tempkey: t.tempkey, name: t.name, tempid: t.tempid, content: t.content, status: t.status, type: t.type }),
  bodyOf: (f: WechatTemplateForm) => ({
    ...(f.id === undefined ? {} : { id: f.id }),
    tempkey: f.tempkey.trim(),
    name: f.name.trim(),
    tempid: f.tempid.trim(),
    content: f.content,
    status: f.status,
    type: f.type,
  }),
  deleteByPath: true,
  download: true,
  sort: ['id,desc'],
});
