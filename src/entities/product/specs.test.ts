import fc from 'fast-check';
import { attrsProblem, combinationKey, combinations, rebuildRows, skuString, type SpecAttr } from './specs';

/** Attrs as an operator builds them: distinct names, distinct values per attr, 1-4 attrs of 1-5 values. */
const value = fc.string({ minLength: 1, maxLength: 4, unit: fc.constantFrom('红', '白', '大', '小', 'A', 'B', '1', '2', ' ') });
const attrsArb = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom('色', '码', '款', '长', 'x') }), { minLength: 1, maxLength: 4 })
  .chain((names) => fc.tuple(...names.map((name) => fc.uniqueArray(value, { minLength: 1, maxLength: 5 }).map((detail): SpecAttr => ({ value: name, detail })))));

/** The server's rule written out the slow, obvious way: nested loops, the first attr outermost. */
function byNestedLoops(attrs: readonly SpecAttr[]): string[][] {
  let rows: string[][] = [[]];
  for (const attr of attrs) rows = rows.flatMap((row) => attr.detail.map((v) => [...row, v]));
  return rows;
}

describe('the SKU table’s combinations (the server’s isFormatAttr rule)', () => {
  it('are every combination exactly once, in the order of nested loops with the first attr outermost', () => {
    fc.assert(
      fc.property(attrsArb, (attrs) => {
        const made = combinations(attrs);
        expect(made.map((c) => c.values)).toEqual(byNestedLoops(attrs));
        expect(made).toHaveLength(attrs.reduce((n, attr) => n * attr.detail.length, 1));
        expect(new Set(made.map((c) => combinationKey(c.detail))).size).toBe(made.length);
        made.forEach((c) => expect(c.detail).toEqual(Object.fromEntries(attrs.map((attr, i) => [attr.value, c.values[i]]))));
      }),
    );
  });

  it('vary the first attr slowest (the contract’s example)', () => {
    const made = combinations([
      { value: '长', detail: ['100m', '90m'] },
      { value: '高', detail: ['50m', '70'] },
    ]);
    expect(made.map((c) => c.values)).toEqual([
      ['100m', '50m'],
      ['100m', '70'],
      ['90m', '50m'],
      ['90m', '70'],
    ]);
    expect(made[0]?.detail).toEqual({ 长: '100m', 高: '50m' });
  });

  it('are none while an attr has no values, or without attrs', () => {
    expect(combinations([])).toEqual([]);
    expect(combinations([{ value: '尺度', detail: [] }, { value: '颜色', detail: ['红'] }])).toEqual([]);
  });

  it('keep the rows of combinations that survive when a value is added (the others blank), and the typed values when a spec is added', () => {
    type Row = { detail: Record<string, string>; price: string };
    const blank = (c: { detail: Record<string, string> }): Row => ({ detail: c.detail, price: '' });
    fc.assert(
      fc.property(attrsArb, fc.nat(), value, fc.string({ minLength: 1, maxLength: 2, unit: fc.constantFrom('重', '宽') }), (attrs, which, added, newAttr) => {
        const before = rebuildRows(attrs, [], blank).map((row, i) => ({ ...row, price: `${i + 1}.00` }));
        // A value added to one attr: every old combination survives, with its values.
        const target = which % attrs.length;
        const grown = attrs.map((attr, i) => (i === target && !attr.detail.includes(added) ? { ...attr, detail: [...attr.detail, added] } : attr));
        const after = rebuildRows(grown, before, blank);
        expect(after.map((row) => row.detail)).toEqual(combinations(grown).map((c) => c.detail));
        for (const row of before) expect(after.find((r) => combinationKey(r.detail) === combinationKey(row.detail))).toBe(row);
        expect(after.filter((row) => row.price === '')).toHaveLength(after.length - before.length);
        // An attr added: each new combination carries what was typed in the row it extends.
        if (!attrs.some((attr) => attr.value === newAttr)) {
          const extend = (c: { detail: Record<string, string> }, from: Row): Row => ({ detail: c.detail, price: from.price });
          const wider = rebuildRows([...attrs, { value: newAttr, detail: ['1', '2'] }], before, blank, extend);
          expect(wider).toHaveLength(before.length * 2);
          expect(wider.map((row) => row.detail)).toEqual(combinations([...attrs, { value: newAttr, detail: ['1', '2'] }]).map((c) => c.detail));
          wider.forEach((row, i) => expect(row.price).toBe(before[Math.floor(i / 2)]!.price));
        }
      }),
    );
  });

  it('regenerate correctly when an attr is removed, whatever its place (yshop dropped the row at its index)', () => {
    type Row = { detail: Record<string, string>; price: string };
    fc.assert(
      fc.property(attrsArb, fc.nat(), (attrs, which) => {
        const removed = which % attrs.length;
        const rest = attrs.filter((_, i) => i !== removed);
        const rows = rebuildRows<Row>(rest, rebuildRows<Row>(attrs, [], (c) => ({ detail: c.detail, price: '1.00' })), (c) => ({ detail: c.detail, price: '' }));
        expect(rows.map((row) => row.detail)).toEqual(combinations(rest).map((c) => c.detail));
      }),
    );
  });

  it('give the server’s sku string: the values sorted in Java (UTF-16) order and joined by commas', () => {
    expect(skuString(['100m', '50m'])).toBe('100m,50m');
    expect(skuString(['70', '90m'])).toBe('70,90m');
    expect(skuString(['白色', 'A4'])).toBe('A4,白色');
  });
});

describe('attrsProblem', () => {
  it('says what the server would refuse, in its words', () => {
    expect(attrsProblem([])).toBe('请设置至少一个属性!');
    expect(attrsProblem([{ value: '尺度', detail: [] }])).toBe('请至少添加一个规格值哦');
    expect(attrsProblem([{ value: '长', detail: ['1-2'] }])).toBe('规格值不能包含 - _ ,');
    expect(attrsProblem([{ value: '长', detail: ['1_2'] }])).toBe('规格值不能包含 - _ ,');
    expect(attrsProblem([{ value: '长', detail: ['1,2'] }])).toBe('规格值不能包含 - _ ,');
    expect(attrsProblem([{ value: '颜色', detail: ['红', '白'] }, { value: '款式', detail: ['白', '红'] }])).toBe('规格组合重复');
    expect(attrsProblem([{ value: '颜色', detail: ['红', '白'] }, { value: '尺码', detail: ['S'] }])).toBeUndefined();
  });
});
