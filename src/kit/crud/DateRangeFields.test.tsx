import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DateRangeFields } from './DateRangeFields';

function Harness({ onValue }: { onValue: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <DateRangeFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

/** The picker's own input, which takes a whole day typed or pasted (the sections are spinbuttons). */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const pick = (label: string, day: string) => fireEvent.change(field(label), { target: { value: day } });

describe('DateRangeFields', () => {
  it('gives the whole days of the range as the originals send them, put in order, and shows them in order once focus leaves the fields', () => {
    const seen: string[][] = [];
    render(
      <>
        <Harness onValue={(value) => seen.push(value)} />
        <button type="button">搜索</button>
      </>,
    );
    pick('开始日期', '2026-03-10');
    expect(seen.at(-1)).toEqual(['2026-03-10 00:00:00', '2026-03-10 23:59:59']);
    act(() => field('结束日期').focus());
    pick('结束日期', '2026-03-02');
    expect(seen.at(-1)).toEqual(['2026-03-02 00:00:00', '2026-03-10 23:59:59']);
    // Still in the fields: nothing moves under the operator's typing.
    expect(field('开始日期')).toHaveValue('2026-03-10');
    expect(field('结束日期')).toHaveValue('2026-03-02');
    act(() => screen.getByRole('button', { name: '搜索' }).focus());
    expect(field('开始日期')).toHaveValue('2026-03-02');
    expect(field('结束日期')).toHaveValue('2026-03-10');
  });

  it('while a day is typed a digit at a time through days past the other one, the fields never swap', () => {
    const seen: string[][] = [];
    render(<Harness onValue={(value) => seen.push(value)} />);
    pick('开始日期', '2026-03-10');
    pick('结束日期', '2026-03-20');
    act(() => field('开始日期').focus());
    // 2026-03-10 retyped as 2026-12-05: its month passes 01 and 12, its day 05.
    for (const step of ['2026-01-10', '2026-12-10', '2026-12-05']) pick('开始日期', step);
    expect(field('开始日期')).toHaveValue('2026-12-05');
    expect(field('结束日期')).toHaveValue('2026-03-20');
    expect(seen.at(-1)).toEqual(['2026-03-20 00:00:00', '2026-12-05 23:59:59']);
  });

  it('one day picked is that day alone, and picking another first day moves it', () => {
    const seen: string[][] = [];
    render(<Harness onValue={(value) => seen.push(value)} />);
    pick('开始日期', '2026-03-10');
    expect(field('结束日期')).toHaveValue('');
    pick('开始日期', '2026-03-12');
    expect(seen.at(-1)).toEqual(['2026-03-12 00:00:00', '2026-03-12 23:59:59']);
  });

  it('a range set from outside (重置) replaces what the fields show', () => {
    function Resettable() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <DateRangeFields value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue([])}>
            重置
          </button>
        </>
      );
    }
    render(<Resettable />);
    pick('开始日期', '2026-03-10');
    pick('结束日期', '2026-03-02');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(field('开始日期')).toHaveValue('');
    expect(field('结束日期')).toHaveValue('');
  });

  it('speaks Chinese whatever the browser’s language', () => {
    render(<Harness onValue={() => undefined} />);
    const start = screen.getByRole('group', { name: '开始日期' });
    expect(start).toHaveTextContent('年-月-日');
    expect(within(start).getByRole('spinbutton', { name: '年份' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '选择日期' })).toHaveLength(2);
  });

  it('emptying one day clears the range', () => {
    const seen: string[][] = [];
    render(<Harness onValue={(value) => seen.push(value)} />);
    pick('开始日期', '2026-03-10');
    pick('结束日期', '2026-03-12');
    pick('开始日期', '');
    expect(seen.at(-1)).toEqual([]);
    expect(field('结束日期')).toHaveValue('');
  });
});
