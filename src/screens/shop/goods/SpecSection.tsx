import { memo, useCallback, useMemo, useState, type Dispatch } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RuleOption } from '@/entities/product/productApi';
import type { SkuRow } from '@/entities/product/skuRow';
import { FORBIDDEN_IN_VALUE, type SpecAttr } from '@/entities/product/specs';
import { AttrsEditor, type NamedValues } from '@/kit/attrs/AttrsEditor';
import { Choice, Section } from './ProductSections';
import type { FormAction, PictureTarget } from './productFormState';
import { SkuTable } from './SkuTable';

export interface SpecSectionProps {
  spec_type: 0 | 1;
  items: readonly SpecAttr[];
  rows: readonly SkuRow[];
  single: SkuRow;
  commission: boolean;
  rules: readonly RuleOption[];
  cells: Readonly<Record<string, string>>;
  generating: boolean;
  dispatch: Dispatch<FormAction>;
  /** 立即生成: the server's SKU table for the specs. */
  generate: () => void;
  /** 选择规格's 确认 without a choice. */
  warn: (message: string) => void;
  choose: (target: PictureTarget) => void;
  editable: boolean;
}

const valueProblem = (value: string): string | undefined => (FORBIDDEN_IN_VALUE.test(value) ? '规格值不能包含 - _ ,' : undefined);
const NO_NAMES: readonly string[] = [];
const SPEC_TYPES = [
  [0, '单规格'],
  [1, '多规格'],
] as const;

/** 商品规格: 单规格's one SKU, or 多规格's template choice, spec editor, 立即生成 and SKU table. */
export function SpecSection({ spec_type, items, rows, single, commission, cells, dispatch, choose, editable, ...controls }: SpecSectionProps) {
  const singleRows = useMemo(() => [single], [single]);
  // One array per set of specs: the table's rows are memoised and take it as a prop.
  const names = useMemo(() => items.map((attr) => attr.value), [items]);
  return (
    <Section title="商品规格">
      <SpecControls spec_type={spec_type} items={items} dispatch={dispatch} editable={editable} {...controls} />
      {spec_type === 0 ? (
        <SkuTable names={NO_NAMES} rows={singleRows} dispatch={dispatch} commission={commission} cells={cells} choosePicture={choose} editable={editable} single />
      ) : rows.length > 0 ? (
        <SkuTable names={names} rows={rows} dispatch={dispatch} commission={commission} cells={cells} choosePicture={choose} editable={editable} />
      ) : null}
    </Section>
  );
}

type SpecControlsProps = Pick<SpecSectionProps, 'spec_type' | 'items' | 'rules' | 'generating' | 'dispatch' | 'generate' | 'warn' | 'editable'>;

/** Everything of the section but the table: not drawn again on a keystroke in the table. */
const SpecControls = memo(function SpecControls({ spec_type, items, rules, generating, dispatch, generate, warn, editable }: SpecControlsProps) {
  const [rule, setRule] = useState('');
  const applyRule = () => {
    const chosen = rules.find((r) => String(r.id) === rule);
    if (!chosen) return warn('请选择属性');
    dispatch({ type: 'items', items: chosen.attrs.map((attr) => ({ value: attr.value, detail: [...attr.detail] })) });
  };
  const setItems = useCallback((next: NamedValues[]) => dispatch({ type: 'items', items: next }), [dispatch]);
  return (
    <>
      <Choice label="商品规格" value={spec_type} options={SPEC_TYPES} onChange={(value) => dispatch({ type: 'field', key: 'spec_type', value })} />
      {spec_type === 1 ? (
        <>
          {editable ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField select size="small" label="选择规格" value={rule} onChange={(event) => setRule(event.target.value)} sx={{ width: 220 }}>
                {rules.map((r) => (
                  <MenuItem key={r.id} value={String(r.id)}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" size="small" onClick={applyRule}>
                确认
              </Button>
            </Box>
          ) : null}
          <AttrsEditor attrs={items} onChange={setItems} valueProblem={valueProblem} editable={editable} />
          {editable ? (
            <Box>
              <Button variant="contained" size="small" loading={generating} onClick={generate}>
                立即生成
              </Button>
            </Box>
          ) : null}
        </>
      ) : null}
    </>
  );
});
