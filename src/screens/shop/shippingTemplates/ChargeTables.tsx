import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ChargeType } from '@/entities/shippingTemplate/shippingTemplate';
import { NATIONWIDE_NAME } from '@/entities/shippingTemplate/places';
import type { DraftErrors, FreeDraft, RegionDraft } from './templateDrafts';

/** The unit columns' headers by 计费方式 (piece, weight, volume). */
export const UNIT_HEADERS: Record<ChargeType, { first: string; continues: string; free: string }> = {
  1: { first: '首件', continues: '续件', free: '包邮件数' },
  2: { first: '首件重量(KG)', continues: '续件重量(KG)', free: '包邮重量(KG)' },
  3: { first: '首件体积(m³)', continues: '续件体积(m³)', free: '包邮体积(m³)' },
};

function AmountCell({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (text: string) => void }) {
  return (
    <TableCell sx={{ verticalAlign: 'top', minWidth: 110 }}>
      <TextField size="small" value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }} />
    </TableCell>
  );
}

const EMPTY = (
  <TableRow>
    <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>
      暂无数据
    </TableCell>
  </TableRow>
);

interface RegionTableProps {
  type: ChargeType;
  rows: readonly RegionDraft[];
  errors: DraftErrors;
  onChange: (key: number, field: 'first' | 'price' | 'continues' | 'continuePrice', text: string) => void;
  onRemove: (key: number) => void;
}

/** 配送区域及运费: a row per region group; 默认全国 stays. */
export function RegionTable({ type, rows, errors, onChange, onRemove }: RegionTableProps) {
  const headers = UNIT_HEADERS[type];
  return (
    <Table size="small" aria-label="配送区域及运费">
      <TableHead>
        <TableRow>
          {['可配送区域', headers.first, '运费（元）', headers.continues, '续费（元）', '操作'].map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? EMPTY : null}
        {rows.map((row) => {
          const cell = (field: 'first' | 'price' | 'continues' | 'continuePrice', header: string) => (
            <AmountCell label={`${row.regionName} ${header}`} value={row[field]} error={errors[`region.${row.key}.${field}`]} onChange={(text) => onChange(row.key, field, text)} />
          );
          return (
            <TableRow key={row.key}>
              <TableCell sx={{ maxWidth: 220, wordBreak: 'break-all' }}>{row.regionName}</TableCell>
              {cell('first', headers.first)}
              {cell('price', '运费')}
              {cell('continues', headers.continues)}
              {cell('continuePrice', '续费')}
              <TableCell>
                {row.regionName === NATIONWIDE_NAME && row.places.every((place) => place.id === 0) ? null : (
                  <Button size="small" color="error" aria-label={`删除 ${row.regionName}`} onClick={() => onRemove(row.key)}>
                    删除
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

interface FreeTableProps {
  type: ChargeType;
  rows: readonly FreeDraft[];
  errors: DraftErrors;
  onChange: (key: number, field: 'number' | 'price', text: string) => void;
  onRemove: (key: number) => void;
}

/** 指定包邮: free shipping per region from a quantity or an amount on. */
export function FreeTable({ type, rows, errors, onChange, onRemove }: FreeTableProps) {
  const header = UNIT_HEADERS[type].free;
  return (
    <Table size="small" aria-label="指定包邮">
      <TableHead>
        <TableRow>
          {['选择地区', header, '包邮金额（元）', '操作'].map((text) => (
            <TableCell key={text}>{text}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? EMPTY : null}
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell sx={{ maxWidth: 260, wordBreak: 'break-all' }}>{row.placeName}</TableCell>
            <AmountCell label={`${row.placeName} ${header}`} value={row.number} error={errors[`free.${row.key}.number`]} onChange={(text) => onChange(row.key, 'number', text)} />
            <AmountCell label={`${row.placeName} 包邮金额`} value={row.price} error={errors[`free.${row.key}.price`]} onChange={(text) => onChange(row.key, 'price', text)} />
            <TableCell>
              <Button size="small" color="error" aria-label={`删除包邮 ${row.placeName}`} onClick={() => onRemove(row.key)}>
                删除
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
