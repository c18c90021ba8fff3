/*
 * 字典 (CONTRACT.md "Dictionaries"): `{ id, name, remark, createTime }`, the date in any of
 * the three forms. A dictionary is deleted by path, one at a time, with its entries: a
 * write makes every dictionary's entries stale (a renamed one answers under its new name).
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { DICT_DETAIL_TAG } from '../../features/dict/dictApi';

const shape = { id: wire.id, name: wire.name, remark: wire.text, createTime: wire.time };
export type Dict = RowOf<typeof shape>;

export interface DictForm {
  id?: number;
  name: string;
  remark: string;
}

export const dicts = defineResource({
  name: 'dict',
  title: '字典',
  url: 'api/dict',
  row: wireRow(shape),
  idOf: (dict: Dict) => dict.id,
  labelOf: (dict) => dict.name,
  newForm: (): DictForm => ({ name: '', remark: '' }),
  formOf: (dict) => ({ id: dict.id, name: dict.name, remark: dict.remark }),
  bodyOf: ({ id, name, remark }) => ({ ...(id === undefined ? {} : { id }), name, remark }),
  invalidates: [DICT_DETAIL_TAG],
  deleteByPath: true,
  exportable: false,
});
