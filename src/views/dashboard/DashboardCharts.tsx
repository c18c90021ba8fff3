import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useCategorySalesQuery, useShopChartQuery, useTopProductsQuery, type ChartDay, type ChartPeriod, type Slice } from '../../entities/dashboard/chartsApi';
import { formatCents } from '../../shared/money/money';
import { ChartTable } from './ChartTable';
import { fillMonth, hasData } from './chartData';

const HEIGHT = 260;
const PERIODS: ReadonlyArray<{ value: ChartPeriod; label: string }> = [
  { value: 'month', label: '本月' },
  { value: 7, label: '近7天' },
  { value: 30, label: '近30天' },
  { value: 90, label: '近90天' },
];
const money = (cents: number | null): string => (cents === null ? '' : formatCents(cents));
const plain = (n: number | null): string => (n === null ? '' : String(n));

function Empty() {
  return (
    <Typography color="text.secondary" sx={{ height: HEIGHT, display: 'grid', placeItems: 'center' }}>
      暂无数据
    </Typography>
  );
}

function Frame({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One line per day, the period before drawn faintly behind it (when the back end sends it). */
function DaysChart({ id, title, days, before, format }: { id: string; title: string; days: ChartDay[]; before: ChartDay[] | undefined; format: (n: number | null) => string }) {
  const theme = useTheme();
  if (!hasData(days) && !(before && hasData(before))) {
    return (
      <Frame id={id} title={title}>
        <Empty />
      </Frame>
    );
  }
  const series = [{ data: days.map((d) => d.value), label: '本期', color: theme.palette.primary.main, valueFormatter: format, showMark: days.length <= 31 }];
  if (before) series.push({ data: days.map((_, i) => before[i]?.value ?? 0), label: '上期', color: alpha(theme.palette.text.secondary, 0.35), valueFormatter: format, showMark: false });
  return (
    <Frame id={id} title={title}>
      <LineChart height={HEIGHT} series={series} xAxis={[{ scaleType: 'point', data: days.map((d) => d.label) }]} yAxis={[{ valueFormatter: (v: number) => format(v) }]} />
      <ChartTable
        caption={title}
        columns={[
          { heading: '日期', cells: days.map((d) => d.label) },
          { heading: '本期', cells: days.map((d) => format(d.value)) },
          ...(before ? [{ heading: '上期', cells: days.map((_, i) => format(before[i]?.value ?? 0)) }] : []),
        ]}
      />
    </Frame>
  );
}

function SlicesTable({ title, slices, heading }: { title: string; slices: Slice[]; heading: string }) {
  return <ChartTable caption={title} columns={[{ heading, cells: slices.map((s) => s.label) }, { heading: '销量', cells: slices.map((s) => String(s.value)) }]} />;
}

/**
 * 首页's charts (CONTRACT-SHOP 11.12, issue 34), in their own chunk with the chart
 * library: 本月成交额 and 本月订单数 (7 / 30 / 90 days and the period before where the
 * back end has them), 商品分类销量 and 商品销量排行 (this project's server only). A chart
 * whose call failed is left out; one without data says 暂无数据. Each has its table.
 */
export default function DashboardCharts() {
  const [period, setPeriod] = useState<ChartPeriod>('month');
  const chart = useShopChartQuery(period);
  const categories = useCategorySalesQuery();
  const top = useTopProductsQuery();
  if (!chart.data && !categories.data && !top.data) return null;
  const today = new Date();
  const data = chart.data;
  const days = (series: ChartDay[]) => (period === 'month' && !data?.previous ? fillMonth(series, today) : series);
  const name = PERIODS.find((p) => p.value === period)?.label ?? '本月';
  return (
    <Paper component="section" aria-labelledby="charts-title" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="charts-title" variant="h6" component="h2">
          统计
        </Typography>
        {data?.previous ? (
          <ToggleButtonGroup size="small" exclusive value={period} onChange={(_e, next: ChartPeriod | null) => next !== null && setPeriod(next)} aria-label="统计周期" sx={{ ml: 'auto' }}>
            {PERIODS.map((p) => (
              <ToggleButton key={p.label} value={p.value}>
                {p.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {data ? (
          <>
            <DaysChart id="chart-takings" title={`${name}成交额`} days={days(data.takings)} before={data.previous?.takings} format={money} />
            <DaysChart id="chart-orders" title={`${name}订单数`} days={days(data.orders)} before={data.previous?.orders} format={plain} />
          </>
        ) : null}
        {categories.data ? (
          <Frame id="chart-categories" title="商品分类销量">
            {categories.data.length === 0 ? (
              <Empty />
            ) : (
              <>
                <PieChart height={HEIGHT} series={[{ data: categories.data.map((s, i) => ({ id: i, value: s.value, label: s.label })), innerRadius: 40, paddingAngle: 1, cornerRadius: 3 }]} />
                <SlicesTable title="商品分类销量" slices={categories.data} heading="分类" />
              </>
            )}
          </Frame>
        ) : null}
        {top.data ? (
          <Frame id="chart-top" title="商品销量排行">
            {top.data.length === 0 ? (
              <Empty />
            ) : (
              <>
                <BarChart
                  height={HEIGHT + 40}
                  layout="horizontal"
                  yAxis={[{ scaleType: 'band', data: top.data.map((s) => s.label), width: 120, valueFormatter: (v: string) => (v.length > 10 ? `${v.slice(0, 10)}…` : v) }]}
                  series={[{ data: top.data.map((s) => s.value), label: '销量' }]}
                  hideLegend
                />
                <SlicesTable title="商品销量排行" slices={top.data} heading="商品" />
              </>
            )}
          </Frame>
        ) : null}
      </Box>
    </Paper>
  );
}
