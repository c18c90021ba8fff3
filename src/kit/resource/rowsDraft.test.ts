import { checkDraft, draftOf } from './drafts';
import { fieldsOf } from './fields';
import { blankRow } from './rowsDraft';

interface Group {
  options: { price: number; give: number; name: string; count: number }[];
}
const f = fieldsOf<Group, Group>();
const options = f.rows('options', '充值金额', {
  form: { key: 'options', required: '请添加充值金额' },
  rows: {
    columns: [
      { key: 'name', label: '名称', required: '请输入名称', max: 4 },
      { key: 'price', label: '金额', kind: 'money', required: '请输入金额', min: 1, max: 1_000_000_00 },
      { key: 'give', label: '赠送', kind: 'money' },
      { key: 'count', label: '次数', kind: 'number', min: 0, max: 9 },
    ],
    min: 1,
    max: 2,
    blank: { count: '1' },
  },
});

describe('a list of rows as drafts', () => {
  it('drafts each cell as its kind shows it, and a new row from its blank', () => {
    expect(draftOf(options, [{ name: '首充', price: 10000, give: 1050, count: 1 }])).toEqual([{ name: '首充', price: '100.00', give: '10.50', count: '1' }]);
    expect(draftOf(options, null)).toEqual([]);
    expect(blankRow(options)).toEqual({ name: '', price: '', give: '', count: '1' });
  });

  it('sends each row’s cells by kind', () => {
    expect(checkDraft(options, [{ name: ' 首充 ', price: '100', give: '', count: '3' }])).toEqual({ ok: true, value: [{ name: '首充', price: 10000, give: null, count: 3 }] });
  });

  it('names the first wrong cell by its row, and the list’s bounds', () => {
    expect(checkDraft(options, [])).toEqual({ ok: false, message: '请添加充值金额' });
    expect(checkDraft(options, [blankRow(options), blankRow(options), blankRow(options)])).toEqual({ ok: false, message: '充值金额最多 2 项' });
    expect(checkDraft(options, [{ name: '首充', price: '1', give: '', count: '1' }, { name: '二充', price: '0', give: '', count: '1' }])).toEqual({ ok: false, message: '第2行：金额必须在 0.01 到 1000000.00 之间' });
    expect(checkDraft(options, [{ name: '首充首充首', price: '1', give: '', count: '1' }])).toEqual({ ok: false, message: '第1行：名称不能超过 4 个字符' });
  });
});
