import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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

const pick = (label: string, day: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: day } });

describe('DateRangeFields', () => {
  it('gives the whole days of the range as the originals send them, put in order', () => {
    const seen: string[][] = [];
    render(<Harness onValue={(value) => seen.push(value)} />);
    pick('开始日期', '2026-03-10');
    expect(seen.at(-1)).toEqual(['2026-03-10 00:00:00', '2026-03-10 23:59:59']);
    pick('结束日期', '2026-03-02');
    expect(seen.at(-1)).toEqual(['2026-03-02 00:00:00', '2026-03-10 23:59:59']);
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-03-10');
  });

  it('emptying one day clears the range', () => {
    const seen: string[][] = [];
    render(<Harness onValue={(value) => seen.push(value)} />);
    pick('开始日期', '2026-03-10');
    pick('结束日期', '');
    expect(seen.at(-1)).toEqual([]);
    expect(screen.getByLabelText('开始日期')).toHaveValue('');
  });
});
