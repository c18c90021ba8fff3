import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Dict, DictForm } from '@/entities/dict/dict';
import type { DictDetail, DictDetailForm } from '@/entities/dictDetail/dictDetail';
import { fieldsOf } from '@/kit/resource/fields';

/* 字典管理's two lists as fields, with the limits the back ends enforce (so the server's refusal is the exception). */

const d = fieldsOf<Dict, DictForm>();
const e = fieldsOf<DictDetail, DictDetailForm>();

/** 字典列表: a click on a name opens its entries (`openId`, pressed). */
export const dictFields = (openId: number | undefined) => [
  d.custom('name', '名称', {
    render: (dict) => (
      <Link component="button" type="button" underline="hover" aria-pressed={dict.id === openId} sx={{ textAlign: 'left', fontWeight: dict.id === openId ? 600 : undefined }}>
        {dict.name}
      </Link>
    ),
  }),
  d.text('name', '名称', { column: false, form: { key: 'name', label: '字典名称', required: '字典名称不能为空', max: 100 } }),
  d.text('remark', '描述', { form: { key: 'remark', max: 255 } }),
  d.text('createTime', '创建日期'),
  d.text('blurry', '搜索字典', { column: false, search: { placeholder: '输入名称或者描述搜索' } }),
];

/** 字典详情 of the dictionary `dictName`. */
export const entryFields = (dictName: string) => [
  e.custom('dict', '所属字典', { column: false, form: { key: 'dictId' }, input: () => <Typography variant="body2" color="text.secondary">{`所属字典：${dictName}`}</Typography> }),
  e.text('label', '字典标签', { form: { key: 'label', required: '字典标签不能为空', max: 255 } }),
  e.text('value', '字典值', { form: { key: 'value', required: '字典值不能为空', max: 255 } }),
  e.number('sort', '排序', { form: { key: 'sort', required: '排序不能为空', min: 0, max: 99999 } }),
];
