import { memo, useCallback, useMemo, useState, type Dispatch, type UIEvent } from 'react';
import { styled } from '@mui/material/styles';
import { centsOfCell, COMMISSION_COLUMNS, countOfCell, SKU_COLUMNS, type SkuColumn, type SkuField, type SkuRow } from '@/entities/product/skuRow';
import { formatCents } from '@/shared/money/money';
import type { FormAction, PictureTarget } from './productFormState';

/** Rows are of one height, so the table draws only those in view (a 3 × 10-spec product has 1,000). */
export const ROW_HEIGHT = 44;
const VIEW_HEIGHT = 480;
/** Rows drawn above and below the view, so a quick scroll shows no gap. */
const OVERSCAN = 4;
/** Before the view is measured (and in a test's DOM, which has no layout): the rows a full view shows. */
const UNMEASURED_ROWS = Math.ceil(VIEW_HEIGHT / ROW_HEIGHT) + OVERSCAN;

/*
 * One stylesheet for the whole table: the cells are plain elements (no per-cell style
 * objects or MUI inputs), so drawing a row, or a view of rows after 立即生成, costs little.
 */
const Frame = styled('div')(({ theme }) => ({
  maxHeight: VIEW_HEIGHT,
  overflow: 'auto',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& table': { borderCollapse: 'collapse', minWidth: '100%', fontSize: 14 },
  '& thead': { position: 'sticky', top: 0, zIndex: 1, background: theme.palette.background.paper },
  '& th, & td': { padding: '4px 8px', borderBottom: `1px solid ${theme.palette.divider}`, whiteSpace: 'nowrap', height: ROW_HEIGHT, boxSizing: 'border-box', textAlign: 'left' },
  '& input': { width: 88, padding: '4px 6px', font: 'inherit', border: `1px solid ${theme.palette.divider}`, borderRadius: 4, background: 'transparent', color: 'inherit' },
  '& input.text': { width: 120 },
  '& input[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '& input:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
  '& img': { width: 30, height: 30, objectFit: 'cover', borderRadius: 4, verticalAlign: 'middle', marginRight: 4 },
  '& button': { font: 'inherit', fontSize: 13, border: 0, background: 'none', color: theme.palette.primary.main, cursor: 'pointer', padding: '2px 4px' },
  '& button.remove': { color: theme.palette.error.main },
  '& button:disabled': { color: theme.palette.text.disabled, cursor: 'default' },
}));

const Figures = styled('div')(({ theme }) => ({ marginTop: 8, color: theme.palette.text.secondary, fontSize: 14 }));

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
    if (element && element.clientHeight > 0) setViewHeight(element.clientHeight);
  }, []);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const count = viewHeight > 0 ? Math.ceil(viewHeight / ROW_HEIGHT) + 2 * OVERSCAN : UNMEASURED_ROWS;
  const last = Math.min(rows.length, first + count);
  const onCell = useCallback((index: number, column: SkuField, value: string) => dispatch(single ? { type: 'single', column, value } : { type: 'cell', index, column, value }), [dispatch, single]);
  const onRemove = useCallback((index: number) => dispatch({ type: 'removeRow', index }), [dispatch]);
  const figures = useMemo(() => figuresOf(rows), [rows]);
  const removable = !single && editable;

  return (
    <div>
      <Frame ref={measure} onScroll={onScroll}>
        <table aria-label={single ? '单规格' : '多规格'} aria-rowcount={rows.length + 1}>
          <thead>
            <tr>
              {names.map((name) => (
                <th key={`n-${name}`}>{name}</th>
              ))}
              {columns.map((column) => (
                <th key={column.key}>{column.label}</th>
              ))}
              {removable ? <th>操作</th> : null}
            </tr>
          </thead>
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
                onRemove={removable ? onRemove : undefined}
                choosePicture={choosePicture}
                single={single}
                editable={editable}
              />
            ))}
            {last < rows.length ? <tr aria-hidden="true" style={{ height: (rows.length - last) * ROW_HEIGHT }} /> : null}
          </tbody>
        </table>
      </Frame>
      {figures && !single ? <Figures aria-live="polite">{`${rows.length} 个规格，最低售价 ${formatCents(figures.price)}，库存合计 ${figures.stock}`}</Figures> : null}
    </div>
  );
}

/** A row's price and stock in cents and units, read once per row object (a keystroke changes one row). */
const rowFigures = new WeakMap<SkuRow, { price: number; stock: number }>();

/** skuFigures' lowest price and summed stock, each row's text parsed only when that row changed. */
function figuresOf(rows: readonly SkuRow[]): { price: number; stock: number } | undefined {
  if (rows.length === 0) return undefined;
  let price = Infinity;
  let stock = 0;
  for (const row of rows) {
    let own = rowFigures.get(row);
    if (!own) {
      own = { price: centsOfCell(row.price), stock: countOfCell(row.stock) };
      rowFigures.set(row, own);
    }
    price = Math.min(price, own.price);
    stock += own.stock;
  }
  return { price, stock };
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
        <td key={`n-${spec}`}>{row.values[i]}</td>
      ))}
      {columns.map((column) =>
        column.kind === 'picture' ? (
          <td key={column.key}>
            {row.pic ? <img src={row.pic} alt={`图片${name}`} /> : null}
            <button type="button" aria-label={`选择图片${name}`} disabled={!editable} onClick={() => choosePicture(single ? { kind: 'single' } : { kind: 'row', key: row.key })}>
              选择
            </button>
          </td>
        ) : (
          <td key={column.key}>
            <input
              className={column.kind === 'text' ? 'text' : undefined}
              value={row[column.key]}
              onChange={(event) => onCell(index, column.key, event.target.value)}
              readOnly={!editable}
              aria-label={`${column.label}${name}`}
              aria-invalid={errors[column.key] !== undefined}
              title={errors[column.key]}
              inputMode={column.kind === 'text' ? 'text' : 'decimal'}
            />
          </td>
        ),
      )}
      {onRemove ? (
        <td>
          <button type="button" className="remove" aria-label={`删除${name}`} onClick={() => onRemove(index)}>
            删除
          </button>
        </td>
      ) : null}
    </tr>
  );
});
