import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { afterSales, AFTER_SALES_EDIT, type AfterSales } from '@/entities/afterSales/afterSales';
import { afterSalesActions, type AfterSalesAction } from '@/entities/afterSales/afterSalesActions';
import { usePermission } from '@/features/permission/usePermission';
import { CrudTable, type CrudColumn } from '@/kit/crud/CrudTable';
import { CrudToolbar } from '@/kit/crud/CrudToolbar';
import { useCrudList } from '@/kit/crud/useCrudList';
import { LinkedSearch } from '@/features/navigation/LinkedSearch';
import { ChoiceTag } from '@/kit/resource/ChoiceTag';
import { choiceOf } from '@/kit/resource/choices';
import { FieldSearchBar } from '@/kit/resource/FieldSearchBar';
import { formatCents } from '@/shared/money/money';
import { EMPTY_FILTERS, SEARCH_FIELDS } from './AfterSalesSearch';
import { CheckDialog } from './CheckDialog';
import { RefundDialog } from './RefundDialog';
import { SALES_STATE_TAGS, serviceTypeWord, stateTag } from './words';

const COLUMNS: readonly CrudColumn<AfterSales>[] = [
  { key: 'orderCode', label: '订单号', render: (row) => row.orderCode },
  { key: 'refundAmount', label: '退款金额', render: (row) => (row.refundAmount === null ? '-' : formatCents(row.refundAmount)) },
  { key: 'serviceType', label: '服务类型', render: (row) => serviceTypeWord(row.serviceType) },
  { key: 'reasons', label: '申请原因', render: (row) => row.reasons },
  { key: 'explains', label: '说明', render: (row) => row.explains },
  { key: 'createTime', label: '申请时间', render: (row) => row.createTime },
  {
    key: 'state',
    label: '状态',
    render: (row) => {
      const tag = stateTag(row.state, row.salesState);
      return <Chip size="small" variant="outlined" color={tag.color} label={tag.label} />;
    },
  },
  {
    key: 'salesState',
    label: '售后状态',
    render: (row) => <ChoiceTag choice={choiceOf(SALES_STATE_TAGS, row.salesState) ?? { value: row.salesState, label: '未知', colour: 'default' }} value={row.salesState} />,
  },
];

type Open = { act: AfterSalesAction; row: AfterSales } | undefined;

/**
 * 售后 (`shop/afterSeals/index`, CONTRACT-SHOP.md 11.9): the applications with their search,
 * each row offering what its state allows (afterSalesActions, and 审核 / 退款 only with
 * yxStoreAfterSales:edit). The dialogs read the row as last listed, so after another
 * operator's act (a refusal refetches the list) they stop offering what no longer applies.
 */
export default function AfterSalesPage() {
  const can = usePermission();
  const mayAct = can(AFTER_SALES_EDIT);
  const list = useCrudList({ title: afterSales.title, initialFilters: EMPTY_FILTERS, useList: afterSales.useList, rowId: afterSales.idOf, permissions: {} });
  const [open, setOpen] = useState<Open>();
  const listed = open ? list.rows.find((row) => row.id === open.row.id) : undefined;
  const offered = (row: AfterSales | undefined): readonly AfterSalesAction[] => (row ? afterSalesActions(row.state, row.salesState).filter((act) => act === '订单详情' || mayAct) : []);
  const skipped = list.source.data?.skipped.length ?? 0;

  return (
    <Paper component="section" aria-label="售后" sx={{ p: 2, minWidth: 0 }}>
      {/* A link's filter (首页's 售后待审核: state 0, salesState 0). */}
      <LinkedSearch onLink={(params) => list.search.apply({ state: params.get('state') ?? '', salesState: params.get('salesState') ?? '' })} />
      <FieldSearchBar fields={SEARCH_FIELDS} search={list.search} />
      <CrudToolbar list={list} columns={COLUMNS} bulk={false} />
      {skipped > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`有 ${skipped} 条售后数据无法识别，未显示`}</Alert> : null}
      <CrudTable
        list={list}
        columns={COLUMNS}
        rowKey={afterSales.idOf}
        rowName={afterSales.labelOf}
        selectable={false}
        rowActions={(row) =>
          offered(row).map((act) => (
            <Button key={act} size="small" color={act === '退款' ? 'error' : 'primary'} aria-label={`${act} ${row.orderCode}`} onClick={() => setOpen({ act, row })}>
              {act}
            </Button>
          ))
        }
      />
      {open && open.act !== '退款' ? <CheckDialog row={listed ?? open.row} reviewing={open.act === '审核' && offered(listed).includes('审核')} onClose={() => setOpen(undefined)} /> : null}
      {open && open.act === '退款' ? <RefundDialog row={listed ?? open.row} allowed={offered(listed).includes('退款')} onClose={() => setOpen(undefined)} /> : null}
    </Paper>
  );
}
