import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
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
  it('gives the whole days of the range as the originals send them, put in order', () => {
    const seen: string[][] = [];
    render(<Harness onValue={(value) => seen.push(value)} />);
    pick('开始日期', '2026-03-10');
    expect(seen.at(-1)).toEqual(['2026-03-10 00:00:00', '2026-03-10 23:59:59']);
    pick('结束日期', '2026-03-02');
    expect(seen.at(-1)).toEqual(['2026-03-02 00:00:00', '2026-03-10 23:59:59']);
    expect(field('开始日期')).toHaveValue('2026-03-02');
    expect(field('结束日期')).toHaveValue('2026-03-10');
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
    pick('结束日期', '');
    expect(seen.at(-1)).toEqual([]);
    expect(field('开始日期')).toHaveValue('');
  });
});
