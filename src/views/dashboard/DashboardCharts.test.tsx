import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens } from '@/testing/screenTest';
import DashboardCharts from './DashboardCharts';

allowSlowScreens();

const series = (days: Array<[string, number]>) => days.map(([time, num]) => ({ time, num }));
const tableOf = (caption: string) => screen.getByRole('table', { name: caption });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('首页 charts', () => {
  it('gives each chart its data as a table, the period before beside it, and 7/30/90 days where the server has them', async () => {
    const http = await fakeHttp({
      'GET api/data/chart': { status: 200, data: { chart: series([['11-01', 0], ['11-02', 12.5]]), chartT: series([['11-01', 0], ['11-02', 2]]), previous: { chart: series([['10-01', 3], ['10-02', 0]]), chartT: series([['10-01', 1], ['10-02', 0]]) } } },
      'GET api/yxStoreOrder/orderCount': { status: 200, data: { column: ['电视', null], orderCountDatas: [{ name: '电视', value: 5 }, { name: null, value: 2 }] } },
      'GET api/data/topProducts': { status: 200, data: { content: [{ id: 1, storeName: '<b>杯子</b>', image: '', sales: 9 }] } },
    });
    renderWithProviders(<DashboardCharts />);
    expect(await screen.findByRole('heading', { name: '统计' })).toBeInTheDocument();
    expect(rowsOf(tableOf('本月成交额'))).toEqual([
      ['日期', '本期', '上期'],
      ['11-01', '0.00', '3.00'],
      ['11-02', '12.50', '0.00'],
    ]);
    expect(rowsOf(tableOf('本月订单数'))).toEqual([
      ['日期', '本期', '上期'],
      ['11-01', '0', '1'],
      ['11-02', '2', '0'],
    ]);
    expect(rowsOf(tableOf('商品分类销量'))).toEqual([['分类', '销量'], ['电视', '5'], ['未分类', '2']]);
    // A name is text, never markup.
    expect(rowsOf(tableOf('商品销量排行'))).toEqual([['商品', '销量'], ['<b>杯子</b>', '9']]);

    await userEvent.click(screen.getByRole('button', { name: '近30天' }));
    expect(await screen.findByRole('table', { name: '近30天成交额' })).toBeInTheDocument();
    expect(http.calls.filter((call) => call.key === 'GET api/data/chart').map((call) => call.params)).toEqual([{}, { days: 30 }]);
  });

  it('against yshop: 本月 only, 暂无数据 when empty, and no top 10 (the call is absent)', async () => {
    await fakeHttp({
      'GET api/data/chart': { status: 200, data: { chart: [], chartT: [] } },
      'GET api/yxStoreOrder/orderCount': { status: 200, data: { column: [], orderCountDatas: [] } },
    });
    renderWithProviders(<DashboardCharts />);
    expect(await screen.findByRole('heading', { name: '统计' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '统计周期' })).toBeNull();
    expect(screen.getAllByText('暂无数据')).toHaveLength(3);
    expect(screen.queryByText('商品销量排行')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
