import type { ExportColumn } from '../http/xlsx';
import { yuanText as centsToText } from '../shared/cents';
import type { ListRecord } from './repository';

/** 导出 of 商品管理: the list's columns over the filtered rows (yshop has no product export; issue 24 asks one). */
export const PRODUCT_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<ListRecord>[] } = {
  title: '商品',
  asciiName: 'products',
  columns: [
    { header: '商品ID', value: (p) => p.id },
    { header: '商品名称', value: (p) => p.store_name, width: 40 },
    { header: '分类名称', value: (p) => p.category_name ?? '' },
    { header: '商品价格', value: (p) => centsToText(p.price) },
    { header: '原价', value: (p) => centsToText(p.ot_price) },
    { header: '成本价', value: (p) => centsToText(p.cost) },
    { header: '销量', value: (p) => p.sales },
    { header: '库存', value: (p) => p.stock },
    { header: '单位', value: (p) => p.unit_name },
    { header: '商品类型', value: (p) => (p.is_integral === 1 ? '积分商品' : '普通商品') },
    { header: '状态', value: (p) => (p.is_show === 1 ? '已上架' : '已下架') },
    { header: '关键字', value: (p) => p.keyword },
    { header: '商品简介', value: (p) => p.store_info, width: 40 },
  ],
};
