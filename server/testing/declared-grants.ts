import { seedMenuTree } from '../db/seed';
import type { SeedMenu } from '../db/seed-menus';
import { RESOURCES } from '../resources';

/**
 * The permission strings of the menus the resources declare the editor's (`editor: true`), as
 * their menu rows carry them (`cate:list,YXSTORECATEGORY_SELECT`): what the seed grants the
 * editor role. Tests read this, never a copy, so a new read-only page edits no test.
 */
export function declaredEditorMenuPermissions(): string[] {
  const walk = (menus: readonly SeedMenu[]): string[] =>
    menus.flatMap((m) => [...(m.editor && m.permission ? [m.permission] : []), ...walk(m.children ?? [])]);
  return [...new Set(walk(seedMenuTree(RESOURCES)))];
}

/** The authorities a sign-in gives the editor: its role code and each string of its menus. */
export const declaredEditorAuthorities = (): string[] =>
  [...new Set(['editor', ...declaredEditorMenuPermissions().flatMap((p) => p.split(',').map((s) => s.trim()))])].sort();
