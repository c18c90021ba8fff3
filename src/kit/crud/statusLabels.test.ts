import { toDictData } from '../../features/dict/dictDetail';
import { statusLabelsOf } from './statusLabels';

const fallback = { on: '激活', off: '禁用' };
const dict = (entries: [string, string, number][]) => toDictData(entries.map(([label, value, sort], i) => ({ id: i + 1, label, value, sort })));

describe('statusLabelsOf', () => {
  it('reads 1 / 0 (embedded server) and true / false (eladmin, yshop)', () => {
    expect(statusLabelsOf(dict([['激活', '1', 1], ['禁用', '0', 2]]), fallback)).toEqual({ on: '激活', off: '禁用' });
    expect(statusLabelsOf(dict([['启用', 'true', 1], ['停用', 'false', 2]]), fallback)).toEqual({ on: '启用', off: '停用' });
  });

  it("takes the first entry by sort when a value repeats (yshop's extra 启用/true)", () => {
    expect(statusLabelsOf(dict([['激活', 'true', 1], ['锁定', 'false', 2], ['启用', 'true', 999]]), fallback)).toEqual({ on: '激活', off: '锁定' });
  });

  it("falls back to the screen's words for a missing dictionary or entry", () => {
    expect(statusLabelsOf({ list: [] }, fallback)).toEqual(fallback);
    expect(statusLabelsOf(dict([['开', 'true', 1]]), fallback)).toEqual({ on: '开', off: '禁用' });
  });
});
