import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { Forest } from './forest';
import { TreeList } from './TreeList';
import { useFilteredRows } from './useFilteredRows';
import { useTreeExpansion } from './useTreeExpansion';

/*
 * A filterable tree where a click selects one node: 用户管理's dept filter on the left
 * (eladmin lazy, yshop fully expanded: pass `initiallyExpanded`).
 */

export interface TreeFilterListProps<T> {
  forest: Forest<T>;
  labelOf: (item: T) => string;
  /** The tree's accessible name. */
  label: string;
  placeholder?: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  initiallyExpanded?: Iterable<number>;
  mayHaveChildren?: (item: T) => boolean;
  loadChildren?: (id: number) => Promise<unknown>;
  empty?: string;
}

export function TreeFilterList<T>({ forest, labelOf, label, placeholder = '输入部门名称搜索', selectedId, onSelect, initiallyExpanded, mayHaveChildren, loadChildren, empty }: TreeFilterListProps<T>) {
  const [filter, setFilter] = useState('');
  const expansion = useTreeExpansion({ forest, initiallyExpanded, mayHaveChildren, loadChildren });
  const rows = useFilteredRows(forest, filter, labelOf, expansion.rows);
  const selected = useMemo(() => new Set(selectedId === null ? [] : [selectedId]), [selectedId]);
  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        value={filter}
        placeholder={placeholder}
        onChange={(event) => setFilter(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': placeholder },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      <TreeList rows={rows} labelOf={labelOf} label={label} onToggle={expansion.toggle} onActivate={onSelect} selected={selected} loading={expansion.loading} empty={empty} />
    </Box>
  );
}
