import { useRef, useState, type KeyboardEvent } from 'react';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useStableCallback } from '../../shared/ui/useStableCallback';
import type { CheckState } from './checkState';
import { TREE_CLASSES, TreeRow } from './TreeRow';
import type { VisibleRow } from './walks';

/*
 * The rows of a tree as an ARIA tree (role="tree" / "treeitem"), shared by
 * TreeFilterList, TreeSelect and CheckTree. Only the visible rows are rendered:
 * collapsed subtrees are not in the DOM. Keys: ArrowUp / ArrowDown move, ArrowRight
 * opens (or moves to the first child), ArrowLeft closes (or moves to the parent),
 * Home / End, Enter and Space activate.
 */

const C = TREE_CLASSES;

/** Every row's style, once for the list (see TreeRow). */
const List = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 0,
  [`& .${C.row}`]: {
    display: 'flex',
    alignItems: 'center',
    minHeight: 32,
    paddingRight: theme.spacing(1),
    cursor: 'pointer',
    listStyle: 'none',
    fontSize: theme.typography.body2.fontSize,
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&[aria-selected="true"]': { color: theme.palette.primary.main, fontWeight: 600 },
    '&[aria-disabled="true"]': { color: theme.palette.text.disabled, cursor: 'not-allowed' },
  },
  [`& .${C.toggle}`]: { display: 'inline-flex', width: 24, height: 24, flexShrink: 0, alignItems: 'center', justifyContent: 'center', color: theme.palette.text.secondary },
  [`& .${C.box}`]: { display: 'inline-flex', marginRight: 4, color: theme.palette.text.secondary },
  [`& .${C.box}[data-state="checked"], & .${C.box}[data-state="mixed"]`]: { color: theme.palette.primary.main },
  [`& [aria-disabled="true"] .${C.box}`]: { color: theme.palette.text.disabled },
  [`& .${C.label}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
}));

export interface TreeListProps<T> {
  rows: readonly VisibleRow<T>[];
  labelOf: (item: T) => string;
  /** The tree's accessible name. */
  label: string;
  onToggle: (id: number) => void;
  onActivate: (id: number) => void;
  /** Given: the tree has a selection (aria-selected on every row). */
  selected?: ReadonlySet<number>;
  multiselectable?: boolean;
  /** Given: each row shows a checkbox in this state. */
  checks?: ReadonlyMap<number, CheckState>;
  isDisabled?: (item: T) => boolean;
  loading?: ReadonlySet<number>;
  /** Shown instead of an empty tree. */
  empty?: string;
}

export function TreeList<T>({ rows, labelOf, label, onToggle, onActivate, selected, multiselectable, checks, isDisabled, loading, empty = '暂无数据' }: TreeListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [focusId, setFocusId] = useState<number | undefined>(undefined);

  const focusRow = (index: number) => {
    const target = rows[Math.max(0, Math.min(index, rows.length - 1))];
    if (!target) return;
    setFocusId(target.node.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tree-index="${rows.indexOf(target)}"]`)?.focus();
  };

  const onKeyDown = useStableCallback((event: KeyboardEvent<HTMLLIElement>, index: number, id: number) => {
    const row = rows[index];
    if (!row) return;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        focusRow(index - 1);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.expandable && !row.expanded) onToggle(id);
        else if (row.expanded) focusRow(index + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded) onToggle(id);
        else if (row.node.parentId !== null) focusRow(rows.findIndex((candidate) => candidate.node.id === row.node.parentId));
        break;
      case 'Enter':
      case ' ':
        onActivate(id);
        break;
      default:
        return;
    }
    event.preventDefault();
  });
  const toggle = useStableCallback(onToggle);
  const activate = useStableCallback((id: number) => {
    setFocusId(id);
    onActivate(id);
  });

  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  // One row is in the tab order: the focused one, else the first selected, else the first.
  const tabbableId = [focusId, ...(selected ?? [])].find((id) => id !== undefined && rows.some((row) => row.node.id === id)) ?? rows[0]!.node.id;

  return (
    <List role="tree" aria-label={label} aria-multiselectable={multiselectable || undefined} ref={listRef}>
      {rows.map((row, index) => (
        <TreeRow
          key={row.node.id}
          id={row.node.id}
          index={index}
          label={labelOf(row.node.item)}
          depth={row.depth}
          expandable={row.expandable}
          expanded={row.expanded}
          selected={selected ? selected.has(row.node.id) : undefined}
          check={checks ? (checks.get(row.node.id) ?? 'unchecked') : undefined}
          disabled={isDisabled?.(row.node.item) ?? false}
          loading={loading?.has(row.node.id) ?? false}
          tabbable={row.node.id === tabbableId}
          onToggle={toggle}
          onActivate={activate}
          onKeyDown={onKeyDown}
        />
      ))}
    </List>
  );
}
