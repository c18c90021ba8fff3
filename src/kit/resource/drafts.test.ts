import { checkDraft, draftOf } from './drafts';
import { fieldsOf } from './fields';

interface Form {
  name: string;
  sort: number;
  price: number | null;
  deptId: number | null;
}
const f = fieldsOf<Form, Form>();
const name = f.text('name', '名称', { form: { key: 'name', required: '请输入名称', max: 5 } });
const sort = f.number('sort', '排序', { form: { key: 'sort', required: '请输入序号', min: 0, max: 999 } });
const price = f.money('price', '售价', { form: { key: 'price', required: '请输入售价', min: 1, max: 100_000_00 } });

describe('a dialog’s drafts', () => {
  it('checks text with the originals’ messages, trimmed', () => {
    expect(checkDraft(name, '  ')).toEqual({ ok: false, message: '请输入名称' });
    expect(checkDraft(name, '123456')).toEqual({ ok: false, message: '名称不能超过 5 个字符' });
    expect(checkDraft(name, ' 店长 ')).toEqual({ ok: true, value: '店长' });
  });

  it('keeps a number as typed and checks it on 确认', () => {
    expect(draftOf(sort, 999)).toBe('999');
    expect(checkDraft(sort, '')).toEqual({ ok: false, message: '请输入序号' });
    expect(checkDraft(sort, '1000')).toEqual({ ok: false, message: '排序必须在 0 到 999 之间' });
    expect(checkDraft(sort, '1.5')).toEqual({ ok: false, message: '排序必须是整数' });
    expect(checkDraft(sort, '7')).toEqual({ ok: true, value: 7 });
  });

  it('reads money to the cent without float arithmetic, and shows two decimals', () => {
    expect(draftOf(price, 1990)).toBe('19.90');
    expect(checkDraft(price, '19.9')).toEqual({ ok: true, value: 1990 });
    expect(checkDraft(price, '0.1')).toEqual({ ok: true, value: 10 });
    expect(checkDraft(price, '1.234')).toEqual({ ok: false, message: '售价必须是金额，最多两位小数' });
    expect(checkDraft(price, '0')).toEqual({ ok: false, message: '售价必须在 0.01 到 100000.00 之间' });
    expect(checkDraft(price, '')).toEqual({ ok: false, message: '请输入售价' });
  });

  it('asks for a tree choice only when required', () => {
    const dept = f.custom('deptId', '所属部门', { form: { key: 'deptId', required: '所属部门不能为空' } });
    expect(checkDraft({ ...dept, kind: 'tree' }, null)).toEqual({ ok: false, message: '所属部门不能为空' });
    expect(checkDraft({ ...dept, kind: 'tree', form: { key: 'deptId' } }, null)).toEqual({ ok: true, value: null });
    expect(checkDraft({ ...dept, kind: 'tree' }, 3)).toEqual({ ok: true, value: 3 });
  });
});

describe('a moment and picked records (issue 32)', () => {
  const g = fieldsOf<Record<string, unknown>, { start: number | null; items: unknown[] }>();
  const start = g.dateTime('start', '开始时间', { form: { key: 'start', required: '请选择开始时间' } });
  const items = g.pick('items', '商品', { form: { key: 'items', required: '请选择商品' }, pick: { title: '选择商品', usePage: () => ({ items: [], total: 0, loading: false }), max: 2 } });

  it('shows epoch ms or a back end’s text time in the browser’s datetime input, and reads it back to epoch ms (local time)', () => {
    const at = new Date(2026, 11, 1, 9, 30).getTime();
    expect(draftOf(start, at)).toBe('2026-12-01T09:30');
    expect(draftOf(start, '2026-12-01 09:30:00')).toBe('2026-12-01T09:30');
    expect(draftOf(start, String(at))).toBe('2026-12-01T09:30');
    expect(draftOf(start, null)).toBe('');
    expect(checkDraft(start, '2026-12-01T09:30')).toEqual({ ok: true, value: at });
    expect(checkDraft(start, '')).toEqual({ ok: false, message: '请选择开始时间' });
    expect(checkDraft(start, '2026-02-31T09:30')).toEqual({ ok: false, message: '开始时间格式不正确' });
  });

  it('takes the picked records in order, required and at most max', () => {
    const a = { id: 1, label: 'A' };
    expect(draftOf(items, undefined)).toEqual([]);
    expect(checkDraft(items, [])).toEqual({ ok: false, message: '请选择商品' });
    expect(checkDraft(items, [a, { id: 2, label: 'B' }])).toEqual({ ok: true, value: [a, { id: 2, label: 'B' }] });
    expect(checkDraft(items, [a, a, a])).toEqual({ ok: false, message: '商品最多选择 2 项' });
  });
});
