import { useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { Forest } from './forest';
import { TreeList } from './TreeList';
import { useFilteredRows } from './useFilteredRows';
import { useTreeExpansion } from './useTreeExpansion';
import { ancestorIds } from './walks';

/*
 * A form field that opens a tree to pick one node (部门 in the user dialog, 上级部门 in
 * the dept dialog) or several (`multiple`: 数据权限 in the role dialog), like eladmin's
 * vue-treeselect. A single pick closes the tree; a multiple one toggles the node and
 * stays open. The tree opens with the chosen nodes' ancestors expanded and the keyboard
 * focus on its tabbable row (the chosen node at first), so arrows work at once.
 */

export interface TreeSelectProps<T> {
  label: string;
  forest: Forest<T>;
  labelOf: (item: T) => string;
  /** The chosen ids (one at most unless `multiple`). */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  multiple?: boolean;
  /** Names of chosen ids the forest does not hold yet (a lazy tree; the row's own dept). */
  valueLabels?: Readonly<Record<number, string>>;
  placeholder?: string;
  /** Open the first time the tree is shown (a single made-up root such as 顶级类目). */
  initiallyExpanded?: Iterable<number>;
  isDisabled?: (item: T) => boolean;
  mayHaveChildren?: (item: T) => boolean;
  loadChildren?: (id: number) => Promise<unknown>;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}

export function TreeSelect<T>({ label, forest, labelOf, value, onChange, multiple = false, valueLabels, placeholder = '请选择', initiallyExpanded, isDisabled, mayHaveChildren, loadChildren, error, helperText, disabled }: TreeSelectProps<T>) {
  const labelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState('');
  const treeRef = useRef<HTMLDivElement>(null);
  const expansion = useTreeExpansion({ forest, initiallyExpanded, mayHaveChildren, loadChildren });
  const rows = useFilteredRows(forest, filter, labelOf, expansion.rows);
  const selected = useMemo(() => new Set(value), [value]);

  const nameOf = (id: number) => {
    const node = forest.byId.get(id);
    return node ? labelOf(node.item) : (valueLabels?.[id] ?? `#${id}`);
  };
  const shown = value.map(nameOf).join('、');

  const open = (target: HTMLElement) => {
    const ancestors = value.flatMap((id) => ancestorIds(forest, id));
    expansion.setExpanded([...expansion.expanded, ...ancestors]);
    setFilter('');
    setAnchor(target);
  };

  const pick = (id: number) => {
    const node = forest.byId.get(id);
    if (!node || isDisabled?.(node.item)) return;
    if (!multiple) {
      onChange([id]);
      setAnchor(null);
      return;
    }
    onChange(selected.has(id) ? value.filter((chosen) => chosen !== id) : [...value, id]);
  };

  return (
    <FormControl fullWidth error={error} disabled={disabled}>
      <FormLabel id={labelId} sx={{ fontSize: 12, mb: 0.5 }}>
        {label}
      </FormLabel>
      <Button
        variant="outlined"
        color={error ? 'error' : 'inherit'}
        disabled={disabled}
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="tree"
        aria-expanded={anchor !== null}
        onClick={(event) => open(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ justifyContent: 'space-between', textTransform: 'none', borderColor: error ? undefined : 'divider', minHeight: 40, fontWeight: 400 }}
      >
        <Typography component="span" id={`${labelId}-value`} noWrap color={shown ? 'text.primary' : 'text.secondary'}>
          {shown || placeholder}
        </Typography>
      </Button>
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { width: anchor?.offsetWidth ?? 320, minWidth: 260, maxHeight: 400, p: 1 } },
          // TreeList keeps one row tabbable: the last focused, else the chosen, else the first.
          transition: { onEntered: () => treeRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus() },
        }}
      >
        <TextField size="small" fullWidth value={filter} placeholder="搜索" onChange={(event) => setFilter(event.target.value)} slotProps={{ htmlInput: { 'aria-label': `搜索${label}` } }} sx={{ mb: 0.5 }} />
        <Box ref={treeRef}>
          <TreeList rows={rows} labelOf={labelOf} label={label} onToggle={expansion.toggle} onActivate={pick} selected={selected} multiselectable={multiple} isDisabled={isDisabled} loading={expansion.loading} />
        </Box>
      </Popover>
    </FormControl>
  );
}
