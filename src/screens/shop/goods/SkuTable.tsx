import { memo, useCallback, useMemo, useState, type Dispatch, type UIEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import { COMMISSION_COLUMNS, SKU_COLUMNS, skuFigures, type SkuColumn, type SkuField, type SkuRow } from '@/entities/product/skuRow';
import { formatCents } from '@/shared/money/money';
import type { FormAction, PictureTarget } from './productFormState';

/** Rows are of one height, so the table draws only those in view (a 3 × 10-spec product has 1,000). */
export const ROW_HEIGHT = 48;
const VIEW_HEIGHT = 480;
/** Rows drawn above and below the view, so a quick scroll shows no gap. */
const OVERSCAN = 6;
/** Without a measured view (a test's DOM), this many rows are drawn. */
const FALLBACK_ROWS = 40;

export interface SkuTableProps {
  /** The specs' names, the first columns (read-only). */
  names: readonly string[];
  rows: readonly SkuRow[];
  dispatch: Dispatch<FormAction>;
  /** 单独设置 of 佣金设置 shows the commission columns. */
  commission: boolean;
  /** Messages of the last check, by `${row.key}|${column}`. */
  cells: Readonly<Record<string, string>>;
  choosePicture: (target: PictureTarget) => void;
  editable: boolean;
  /** Single spec: one row, no 删除, edits go to the form's single SKU. */
  single?: boolean;
}

const cellStyle = { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap', height: ROW_HEIGHT, boxSizing: 'border-box' } as const;

/**
 * The SKU table of the product form (section 11.3): the specs' values, then 图片, 售价, 成本价,
 * 原价, 库存, 产品编号, 重量, 体积, 所需兑换积分 (and 一级/二级返佣 with 单独设置), each cell typed
 * text checked before sending; below it the lowest price and the summed stock, in cents.
 */
export function SkuTable({ names, rows, dispatch, commission, cells, choosePicture, editable, single = false }: SkuTableProps) {
  const columns = useMemo<readonly SkuColumn[]>(() => [...SKU_COLUMNS, ...(commission ? COMMISSION_COLUMNS : [])], [commission]);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(0);
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (element) setViewHeight(element.clientHeight);
  }, []);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  const first = viewHeight > 0 ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN) : 0;
  const count = viewHeight > 0 ? Math.ceil(viewHeight / ROW_HEIGHT) + 2 * OVERSCAN : FALLBACK_ROWS;
  const last = Math.min(rows.length, first + count);
  const onCell = useCallback((index: number, column: SkuField, value: string) => dispatch(single ? { type: 'single', column, value } : { type: 'cell', index, column, value }), [dispatch, single]);
  const onRemove = useCallback((index: number) => dispatch({ type: 'removeRow', index }), [dispatch]);
  const figures = useMemo(() => skuFigures(rows), [rows]);

  return (
    <Box>
      <Box ref={measure} onScroll={onScroll} sx={{ maxHeight: VIEW_HEIGHT, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="table" aria-label={single ? '单规格' : '多规格'} aria-rowcount={rows.length + 1} sx={{ borderCollapse: 'collapse', minWidth: '100%', fontSize: 14 }}>
          <Box component="thead" sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}>
            <tr>
              {names.map((name) => (
                <Box component="th" key={`n-${name}`} sx={{ ...cellStyle, textAlign: 'left' }}>
                  {name}
                </Box>
              ))}
              {columns.map((column) => (
                <Box component="th" key={column.key} sx={{ ...cellStyle, textAlign: 'left' }}>
                  {column.label}
                </Box>
              ))}
              {!single && editable ? <Box component="th" sx={cellStyle}>操作</Box> : null}
            </tr>
          </Box>
          <tbody>
            {first > 0 ? <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} /> : null}
            {rows.slice(first, last).map((row, offset) => (
              <SkuRowView
                key={row.key}
                index={first + offset}
                row={row}
                names={names}
                columns={columns}
                errors={errorsOf(cells, row.key)}
                onCell={onCell}
                onRemove={single || !editable ? undefined : onRemove}
                choosePicture={choosePicture}
                single={single}
                editable={editable}
              />
            ))}
            {last < rows.length ? <tr aria-hidden="true" style={{ height: (rows.length - last) * ROW_HEIGHT }} /> : null}
          </tbody>
        </Box>
      </Box>
      {figures && !single ? (
        <Box sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }} aria-live="polite">
          {`${rows.length} 个规格，最低售价 ${formatCents(figures.price)}，库存合计 ${figures.stock}`}
        </Box>
      ) : null}
    </Box>
  );
}

const NO_ERRORS: Readonly<Record<string, string>> = {};
const errorCache = new WeakMap<object, Map<string, Record<string, string>>>();

/** A row's messages, the same object for the same check (so a row without news does not render again). */
function errorsOf(cells: Readonly<Record<string, string>>, key: string): Readonly<Record<string, string>> {
  let byRow = errorCache.get(cells);
  if (!byRow) {
    byRow = new Map();
    for (const [cell, message] of Object.entries(cells)) {
      const cut = cell.lastIndexOf('|');
      const rowKey = cell.slice(0, cut);
      const entry = byRow.get(rowKey) ?? {};
      entry[cell.slice(cut + 1)] = message;
      byRow.set(rowKey, entry);
    }
    errorCache.set(cells, byRow);
  }
  return byRow.get(key) ?? NO_ERRORS;
}

interface SkuRowViewProps {
  index: number;
  row: SkuRow;
  names: readonly string[];
  columns: readonly SkuColumn[];
  errors: Readonly<Record<string, string>>;
  onCell: (index: number, column: SkuField, value: string) => void;
  onRemove: ((index: number) => void) | undefined;
  choosePicture: (target: PictureTarget) => void;
  single: boolean;
  editable: boolean;
}

/** One SKU: drawn again only when its own row object (or its messages) change. */
const SkuRowView = memo(function SkuRowView({ index, row, names, columns, errors, onCell, onRemove, choosePicture, single, editable }: SkuRowViewProps) {
  const name = single ? '' : ` ${row.values.join(' ')}`;
  return (
    <tr aria-rowindex={index + 2} aria-label={single ? '默认' : row.values.join(' ')}>
      {names.map((spec, i) => (
        <Box component="td" key={`n-${spec}`} sx={cellStyle}>
          {row.values[i]}
        </Box>
      ))}
      {columns.map((column) =>
        column.kind === 'picture' ? (
          <Box component="td" key={column.key} sx={cellStyle}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {row.pic ? <Box component="img" src={row.pic} alt={`图片${name}`} sx={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 0.5 }} /> : null}
              {editable ? (
                <Button size="small" aria-label={`选择图片${name}`} onClick={() => choosePicture(single ? { kind: 'single' } : { kind: 'row', key: row.key })}>
                  选择
                </Button>
              ) : null}
            </Box>
          </Box>
        ) : (
          <Box component="td" key={column.key} sx={cellStyle}>
            <InputBase
              value={row[column.key]}
              onChange={(event) => onCell(index, column.key, event.target.value)}
              readOnly={!editable}
              error={errors[column.key] !== undefined}
              title={errors[column.key]}
              inputProps={{ 'aria-label': `${column.label}${name}`, 'aria-invalid': errors[column.key] !== undefined, inputMode: column.kind === 'text' ? 'text' : 'decimal' }}
              sx={{ width: column.kind === 'text' ? 120 : 96, px: 0.75, border: 1, borderRadius: 0.5, borderColor: errors[column.key] ? 'error.main' : 'divider', fontSize: 14 }}
            />
          </Box>
        ),
      )}
      {onRemove ? (
        <Box component="td" sx={cellStyle}>
          <Button size="small" color="error" aria-label={`删除${name}`} onClick={() => onRemove(index)}>
            删除
          </Button>
        </Box>
      ) : null}
    </tr>
  );
});
