import { countMatching } from '../../entities/dashboard/todosWire';
import { fillMonth } from './chartData';
import { firstSeen, newOrders } from './newOrders';

describe('首页 helpers', () => {
  it('fills yshop’s 本月 series with the days it leaves out, from the 1st to today', () => {
    expect(fillMonth([{ label: '11-02', value: 5 }], new Date(2026, 10, 3))).toEqual([
      { label: '11-01', value: 0 },
      { label: '11-02', value: 5 },
      { label: '11-03', value: 0 },
    ]);
    // Days it does not expect: kept as sent.
    expect(fillMonth([{ label: '10-31', value: 1 }], new Date(2026, 10, 1))).toEqual([{ label: '10-31', value: 1 }]);
  });

  it('counts matching rows of a first page, "at least" when a full page matched', () => {
    const rows = (stocks: number[]) => stocks.map((stock, id) => ({ id, stock }));
    const low = (row: Record<string, unknown>) => (row.stock as number) <= 10;
    expect(countMatching({ content: rows([0, 5, 11]), totalElements: 3 }, 100, low)).toEqual({ count: 2, more: false });
    expect(countMatching({ content: rows([0, 5]), totalElements: 2 }, 100, low)).toEqual({ count: 2, more: false });
    expect(countMatching({ content: rows([0, 5]), totalElements: 50 }, 2, low)).toEqual({ count: 2, more: true });
    expect(countMatching({ content: [], totalElements: 0 }, 100, low)).toEqual({ count: 0, more: false });
    expect(countMatching('<html>', 100, low)).toBeUndefined();
  });

  it('tells new orders waiting to ship from those seen, and from older ones moving up the page', () => {
    const seen = firstSeen([
      { id: 5, payTime: '2026-11-29 10:00:00' },
      { id: 4, payTime: '2026-11-29 09:00:00' },
    ]);
    const next = newOrders(seen, [
      { id: 7, payTime: '2026-11-29 10:05:00' },
      { id: 5, payTime: '2026-11-29 10:00:00' },
      { id: 2, payTime: '2026-11-28 09:00:00' }, // older, shown now that others shipped
      { id: 1, payTime: '2026-11-29 10:06:00' }, // an old order paid just now
    ]);
    expect(next.fresh.map((o) => o.id)).toEqual([7, 1]);
    expect(newOrders(next.seen, [{ id: 7, payTime: '2026-11-29 10:05:00' }]).fresh).toEqual([]);
  });
});
