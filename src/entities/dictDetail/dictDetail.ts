/*
 * 字典详情, one dictionary's entries (CONTRACT.md "Dictionaries"), read by features/dict's
 * reader (yshop's `sort`, eladmin's `dictSort`; `value` as text). Two endpoints read
 * `GET api/dictDetail`: features/dict's `getDictDetail` is the cache of one dictionary by
 * name that every `useDict` consumer and 字典管理's entries pane share (features cannot
 * import entities), and this resource's list, which defineResource makes for every resource.
 * Their tag is one, so a write here refreshes every consumer of the dictionary.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire } from '../../api/resource/schema';
import { DICT_DETAIL_TAG } from '../../features/dict/dictApi';
import { parseDictDetail, parseDictDetailPage, type DictDetail } from '../../features/dict/dictDetail';

export type { DictDetail };

/** The originals' default sort of a new entry. */
export const DEFAULT_DETAIL_SORT = 999;

export interface DictDetailForm {
  id?: number;
  label: string;
  value: string;
  sort: number;
  /** The dictionary it belongs to: the one open beside the list. */
  dictId: number | null;
}

export const dictDetails = defineResource({
  name: 'dictDetail',
  title: '字典详情',
  url: 'api/dictDetail',
  row: wire.required(parseDictDetail, '标签、值或排序'),
  page: (body) => {
    const page = parseDictDetailPage(body);
    return page && { ...page, skipped: [] };
  },
  idOf: (detail: DictDetail) => detail.id,
  labelOf: (detail) => detail.label,
  newForm: (): DictDetailForm => ({ label: '', value: '', sort: DEFAULT_DETAIL_SORT, dictId: null }),
  formOf: (detail) => ({ id: detail.id, label: detail.label, value: detail.value, sort: detail.sort, dictId: detail.dict?.id ?? null }),
  bodyOf: ({ id, label, value, sort, dictId }) => ({ ...(id === undefined ? {} : { id }), label, value, sort, dict: dictId === null ? null : { id: dictId } }),
  // The contract's permissions of 字典管理 cover its entries.
  permission: 'dict',
  tag: DICT_DETAIL_TAG,
  deleteByPath: true,
  exportable: false,
});
