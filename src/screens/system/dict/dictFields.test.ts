import { checkDraft } from '@/kit/resource/drafts';
import type { Field } from '@/kit/resource/fields';
import { dictFields, entryFields } from './dictFields';

/* The two dialogs' checks, as the kit's dialog makes them from the fields: the values sent, or a message per input. */
function check<Row, Form>(fields: readonly Field<Row, Form>[], drafts: Record<string, string>) {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const key = field.form?.key;
    if (key === undefined || !(key in drafts)) continue;
    const checked = checkDraft(field, drafts[key]);
    if (checked.ok) values[key] = checked.value;
    else errors[key] = checked.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values };
}

const checkDict = (drafts: { name: string; remark: string }) => check(dictFields(undefined), drafts);
const checkDetail = (drafts: { label: string; value: string; sort: string }) => check(entryFields('order_status'), drafts);

describe('checkDict', () => {
  it('trims and accepts a name with an optional remark', () => {
    expect(checkDict({ name: ' pay_type ', remark: ' 支付方式 ' })).toEqual({ ok: true, value: { name: 'pay_type', remark: '支付方式' } });
    expect(checkDict({ name: 'x', remark: '' })).toEqual({ ok: true, value: { name: 'x', remark: '' } });
  });

  it('needs a name of at most 100 characters and a remark of at most 255', () => {
    expect(checkDict({ name: '  ', remark: '' })).toEqual({ ok: false, errors: { name: '字典名称不能为空' } });
    expect(checkDict({ name: 'n'.repeat(101), remark: 'r'.repeat(256) })).toEqual({
      ok: false,
      errors: { name: '字典名称不能超过 100 个字符', remark: '描述不能超过 255 个字符' },
    });
    expect(checkDict({ name: 'n'.repeat(100), remark: 'r'.repeat(255) }).ok).toBe(true);
  });
});

describe('checkDetail', () => {
  it('trims label and value and reads the sort as an integer', () => {
    expect(checkDetail({ label: ' 已退款 ', value: ' 7 ', sort: ' 8 ' })).toEqual({ ok: true, value: { label: '已退款', value: '7', sort: 8 } });
  });

  it('reports every empty field at once', () => {
    expect(checkDetail({ label: '', value: ' ', sort: '' })).toEqual({ ok: false, errors: { label: '字典标签不能为空', value: '字典值不能为空', sort: '排序不能为空' } });
  });

  it.each([
    ['1.5', '排序必须是整数'],
    ['abc', '排序必须是整数'],
    ['1e3', '排序必须是整数'],
    ['-1', '排序必须在 0 到 99999 之间'],
    ['100000', '排序必须在 0 到 99999 之间'],
  ])('refuses the sort %p', (sort, message) => {
    expect(checkDetail({ label: 'a', value: 'b', sort })).toEqual({ ok: false, errors: { sort: message } });
  });

  it('limits label and value to 255 characters', () => {
    expect(checkDetail({ label: 'l'.repeat(256), value: 'v'.repeat(256), sort: '0' })).toEqual({
      ok: false,
      errors: { label: '字典标签不能超过 255 个字符', value: '字典值不能超过 255 个字符' },
    });
    expect(checkDetail({ label: 'l'.repeat(255), value: 'v'.repeat(255), sort: '99999' }).ok).toBe(true);
  });
});
