import { memo, type KeyboardEvent } from 'react';
import type { CheckState } from './checkState';

/*
 * One item of a tree view, as plain DOM elements: the styles live once on the list
 * (TreeList's class names below) and the indent is an inline style, so per-row work is
 * a few elements. A 2,000-node tree fully expanded must render within 100 ms (issue 14),
 * which MUI's styled components per row (an SvgIcon, a Checkbox) do not allow. The row
 * is memoised, so opening one node does not re-render the others.
 */

export const TREE_CLASSES = {
  row: 'kit-tree-row',
  toggle: 'kit-tree-toggle',
  box: 'kit-tree-box',
  label: 'kit-tree-label',
} as const;

const INDENT_PX = 18;

// The paths of Material icons ChevronRight, ExpandMore, CheckBoxOutlineBlank, CheckBox, IndeterminateCheckBox.
const PATHS = {
  closed: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  open: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  unchecked: 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  checked: 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  mixed: 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-2 10H7v-2h10z',
} as const;

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

export interface TreeRowProps {
  id: number;
  index: number;
  label: string;
  depth: number;
  expandable: boolean;
  expanded: boolean;
  /** undefined: the tree has no selection (aria-selected left out). */
  selected: boolean | undefined;
  /** undefined: no checkbox. */
  check: CheckState | undefined;
  disabled: boolean;
  loading: boolean;
  tabbable: boolean;
  onToggle: (id: number) => void;
  /** A click on the row, Enter or Space: select, pick or tick, as the tree decides. */
  onActivate: (id: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>, index: number, id: number) => void;
}

function TreeRowView({ id, index, label, depth, expandable, expanded, selected, check, disabled, loading, tabbable, onToggle, onActivate, onKeyDown }: TreeRowProps) {
  return (
    <li
      className={TREE_CLASSES.row}
      role="treeitem"
      data-tree-index={index}
      aria-level={depth + 1}
      aria-expanded={expandable ? expanded : undefined}
      aria-selected={selected}
      aria-checked={check === undefined ? undefined : check === 'mixed' ? 'mixed' : check === 'checked'}
      aria-disabled={disabled || undefined}
      aria-busy={loading || undefined}
      tabIndex={tabbable ? 0 : -1}
      style={{ paddingLeft: 4 + depth * INDENT_PX }}
      onClick={() => onActivate(id)}
      onKeyDown={(event) => onKeyDown(event, index, id)}
    >
      {/* Pointer users click the arrow; keyboard users press ArrowRight / ArrowLeft (no buttons inside tree items). */}
      <span
        className={TREE_CLASSES.toggle}
        data-tree-toggle={expandable ? id : undefined}
        onClick={(event) => {
          if (!expandable) return;
          event.stopPropagation();
          onToggle(id);
        }}
      >
        {loading ? '…' : expandable ? <Icon path={expanded ? PATHS.open : PATHS.closed} /> : null}
      </span>
      {check === undefined ? null : (
        <span className={TREE_CLASSES.box} data-state={check}>
          <Icon path={PATHS[check]} />
        </span>
      )}
      <span className={TREE_CLASSES.label}>{label}</span>
    </li>
  );
}

export const TreeRow = memo(TreeRowView);
