import { useMemo } from 'react';
import { useDict } from '../../features/dict/useDict';
import { statusLabelsOf } from './statusLabels';
import type { StatusLabels } from './statusWords';

/** The words of 部门 and 岗位 status when their dictionary has none. */
export const ENABLED_LABELS: StatusLabels = { on: '启用', off: '停用' };

/** A status switch's two words from the dictionary `dictName`, falling back to `fallback`. */
export function useStatusLabels(dictName: string, fallback: StatusLabels = ENABLED_LABELS): StatusLabels {
  const dict = useDict(dictName)[dictName];
  return useMemo(() => (dict ? statusLabelsOf(dict, fallback) : fallback), [dict, fallback]);
}
