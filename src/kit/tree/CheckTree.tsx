import { useMemo } from 'react';
import { checkStates, toggleCheck } from './checkState';
import type { Forest } from './forest';
import { TreeList } from './TreeList';
import { useTreeExpansion } from './useTreeExpansion';

/*
 * A checkbox tree (菜单分配, and 数据权限 where a list of boxes suits): cascading with
 * half-checked parents (yshop) or `strict`, each node alone (eladmin's check-strictly).
 * Controlled: the caller holds the checked set; see checkState.ts for what 保存 sends.
 */

export interface CheckChange {
  id: number;
  /** The node's new state. */
  checked: boolean;
}

export interface CheckTreeProps<T> {
  forest: Forest<T>;
  labelOf: (item: T) => string;
  label: string;
  checked: ReadonlySet<number>;
  strict?: boolean;
  /**
   * The set after a click, and what the click did: eladmin's screen then adds the
   * node's descendants from `menus/child` in strict mode.
   */
  onChange: (next: Set<number>, change: CheckChange) => void;
  initiallyExpanded?: Iterable<number>;
  mayHaveChildren?: (item: T) => boolean;
  loadChildren?: (id: number) => Promise<unknown>;
  isDisabled?: (item: T) => boolean;
  empty?: string;
}

export function CheckTree<T>({ forest, labelOf, label, checked, strict = false, onChange, initiallyExpanded, mayHaveChildren, loadChildren, isDisabled, empty }: CheckTreeProps<T>) {
  const expansion = useTreeExpansion({ forest, initiallyExpanded, mayHaveChildren, loadChildren });
  const states = useMemo(() => checkStates(forest, checked, strict), [forest, checked, strict]);
  const activate = (id: number) => {
    const node = forest.byId.get(id);
    if (!node || isDisabled?.(node.item)) return;
    const next = toggleCheck(forest, checked, id, strict);
    onChange(next, { id, checked: strict ? next.has(id) : states.get(id) !== 'checked' });
  };
  return <TreeList rows={expansion.rows} labelOf={labelOf} label={label} onToggle={expansion.toggle} onActivate={activate} checks={states} isDisabled={isDisabled} loading={expansion.loading} empty={empty} />;
}
