import { buildNavigation, type Navigation } from './buildNavigation';
import { makePageTable, type PageTable } from './pageTable';
import { parseMenus } from './parseMenus';

export interface SessionNavigation extends Navigation {
  table: PageTable;
}

/** Raw `api/menus/build` entries to everything the shell needs; warnings go to the console. */
export function navigationFromMenus(raw: unknown): SessionNavigation {
  const parsed = parseMenus(raw);
  const navigation = buildNavigation(parsed.entries);
  const warnings = [...parsed.warnings, ...navigation.warnings];
  for (const warning of warnings) console.warn(`[menus] ${warning}`);
  return { ...navigation, warnings, table: makePageTable(navigation) };
}
