import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useExportListMutation } from '@/api/resource/exportApi';
import { exportParams, ORDER_TABS, orders, useOrderTabCountsQuery, type Order, type OrderTab } from '@/entities/order/order';
import { summarize } from '@/entities/order/orderSummary';
import { LinkedSearch } from '@/features/navigation/LinkedSearch';
import { notify } from '@/features/notifications/notificationsSlice';
import { CrudTable } from '@/kit/crud/CrudTable';
import { cleanFilters } from '@/kit/crud/listParams';
import { useCrudList } from '@/kit/crud/useCrudList';
import { OrderActionDialog, type OpenAction } from './OrderActionDialog';
import { OrderActionMenu } from './OrderActionMenu';
import { orderColumns } from './orderColumns';
import { EMPTY_SEARCH, OrderSearch, orderQuery, searchBoxOf, type OrderSearchValues } from './OrderSearch';
import { OrderSummaryLine } from './OrderSummaryLine';
import { PrintOrders } from './PrintOrders';

/**
 * 订单 (`shop/order/index`, CONTRACT-SHOP.md 11.6): the eight tabs with their counts for
 * the search shown, the search, the summary line of the ticked orders, the columns, each
 * row's actions from the one table of its state, 导出 (all found, or the ticked orders)
 * and 批量打印. Every action, accepted or refused, reads the list and the counts again.
 */
export default function OrderPage() {
  const dispatch = useDispatch();
  const [tab, setTab] = useState<OrderTab>('-9');
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [printing, setPrinting] = useState<readonly Order[] | null>(null);
  const list = useCrudList<Order, OrderSearchValues, ReturnType<typeof orders.useList>>({
    title: '订单',
    initialFilters: EMPTY_SEARCH,
    useList: (params) => orders.useList({ ...orderQuery(params), orderStatus: tab }),
    rowId: orders.idOf,
    permissions: {},
    sort: orders.sort,
  });
  const filters = useMemo(() => orderQuery(cleanFilters(list.state.applied)), [list.state.applied]);
  const counts = useOrderTabCountsQuery(filters);
  const summary = useMemo(() => summarize(list.selection.rows), [list.selection.rows]);
  const [exportList, exporting] = useExportListMutation();
  const skipped = list.source.data?.skipped.length ?? 0;

  const warn = (message: string) => dispatch(notify({ message, severity: 'warning' }));
  const chosen = () => {
    if (list.selection.rows.length === 0) warn('请选择订单');
    return list.selection.rows.length === 0 ? undefined : list.selection.rows;
  };
  const runExport = (which: 'all' | 'selected') => {
    const selected = which === 'selected' ? chosen() : undefined;
    if (which === 'selected' && !selected) return;
    // A failure is shown by the console's one error presenter.
    void exportList({ url: orders.url, params: exportParams({ ...filters, orderStatus: tab }, selected), title: orders.title })
      .unwrap()
      .catch(() => undefined);
  };
  const refresh = () => {
    list.refresh();
    void counts.refetch();
  };
  const changeTab = (next: OrderTab) => {
    setTab(next);
    list.selection.set([]);
    list.paging.setPage(0);
  };
  // A link's filter (首页's 待发货 opens 未发货, 会员's 订单 a member's phone): the tab, the search box, 订单类型 and 下单时间.
  const follow = (params: URLSearchParams) => {
    const status = ORDER_TABS.find((t) => t.status === params.get('orderStatus'))?.status;
    const time = (params.get('createTime') ?? '').split(',');
    const box = searchBoxOf(params);
    list.search.apply({ ...box, orderType: params.get('orderType') ?? EMPTY_SEARCH.orderType, createTime: time.length === 2 ? time : [] });
    changeTab(status ?? '-9');
  };

  return (
    <Paper component="section" aria-label="订单管理" sx={{ p: 2, minWidth: 0 }}>
      <LinkedSearch onLink={follow} />
      <Tabs value={tab} onChange={(_event, next: OrderTab) => changeTab(next)} variant="scrollable" sx={{ mb: 1.5 }} aria-label="订单状态">
        {ORDER_TABS.map(({ status, label }) => {
          const count = counts.data?.[status];
          return <Tab key={status} value={status} label={count === undefined ? label : `${label} (${count})`} />;
        })}
      </Tabs>
      <OrderSearch values={list.search.draft} shown={list.search.shown} onChange={list.search.change} onSearch={list.search.submit} onReset={list.search.reset} />
      <Box role="toolbar" aria-label="订单操作" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Button variant="contained" size="small" color="warning" startIcon={<DownloadRounded />} disabled={list.total === 0} loading={exporting.isLoading} onClick={() => runExport('all')}>
          导出全部
        </Button>
        <Button variant="outlined" size="small" color="warning" startIcon={<DownloadRounded />} disabled={exporting.isLoading} onClick={() => runExport('selected')}>
          导出选中
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<PrintRounded />}
          onClick={() => {
            const selected = chosen();
            if (selected) setPrinting(selected);
          }}
        >
          批量打印
        </Button>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
          <Tooltip title={list.search.shown ? '隐藏搜索' : '显示搜索'}>
            <IconButton size="small" aria-label={list.search.shown ? '隐藏搜索' : '显示搜索'} aria-pressed={list.search.shown} onClick={list.search.toggle}>
              <SearchRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="刷新">
            <IconButton size="small" aria-label="刷新" onClick={refresh}>
              <RefreshRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <OrderSummaryLine summary={summary} />
      {skipped > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`有 ${skipped} 条订单数据无法识别，未显示`}</Alert> : null}
      <CrudTable list={list} columns={orderColumns} rowKey={orders.idOf} rowName={orders.labelOf} rowActions={(order) => <OrderActionMenu order={order} onAction={setOpen} />} />
      {open ? <OrderActionDialog open={open} onClose={() => setOpen(null)} /> : null}
      {printing ? <PrintOrders orders={printing} onPrinted={() => setPrinting(null)} /> : null}
    </Paper>
  );
}
