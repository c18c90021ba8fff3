/*
 * 快递公司 (CONTRACT-SHOP.md sections 1, 7.1 and 11.10): `GET api/yxExpress` pages
 * `{ id, code, name, sort, isShow }`; a create sends `{ code, name, sort }`, an edit the
 * same with its `id` and the row's `isShow` (the dialog does not edit it, and yshop's PUT
 * writes every field); a delete is `DELETE {url}/{id}`. Names are unique among live
 * companies: the server says so (`快递公司名称已存在`), since 发货 looks companies up by name.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';

const shape = { id: wire.id, code: wire.text, name: wire.name, sort: wire.number(0), isShow: wire.flag };
export type Express = RowOf<typeof shape>;

export interface ExpressForm {
  id?: number;
  code: string;
  name: string;
  sort: number;
  isShow: boolean;
}

const EXPRESS_ALL = 'YXEXPRESS_ALL';

export const expresses = defineResource({
  name: 'express',
  title: '快递公司',
  url: 'api/yxExpress',
  row: wireRow(shape),
  idOf: (express: Express) => express.id,
  labelOf: (express) => express.name,
  newForm: (): ExpressForm => ({ code: '', name: '', sort: 0, isShow: false }),
  formOf: (express) => ({ id: express.id, code: express.code, name: express.name, sort: express.sort, isShow: express.isShow }),
  bodyOf: ({ id, code, name, sort, isShow }) => (id === undefined ? { code: code.trim(), name: name.trim(), sort } : { id, code: code.trim(), name: name.trim(), sort, isShow: isShow ? 1 : 0 }),
  // yshop's strings (section 1): role 1 holds SELECT and the three buttons; _ALL passes each.
  authorities: {
    list: [EXPRESS_ALL, 'YXEXPRESS_SELECT'],
    add: [EXPRESS_ALL, 'YXEXPRESS_CREATE'],
    edit: [EXPRESS_ALL, 'YXEXPRESS_EDIT'],
    del: [EXPRESS_ALL, 'YXEXPRESS_DELETE'],
  },
  deleteByPath: true,
  // yshop has no api/yxExpress/download.
  exportable: false,
  sort: ['id,desc'],
});
