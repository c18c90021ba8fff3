import type { DictData } from '../../features/dict/dictDetail';
import type { StatusLabels } from './statusWords';

/*
 * The two words of a status switch from its dictionary (`user_status`, `dept_status`,
 * `job_status`). eladmin and yshop store the values as `true` / `false`, the embedded
 * server as `1` / `0`; the first entry by sort wins (yshop's user_status has a second
 * `true`, 启用, at sort 999). A missing dictionary or entry falls back to the screen's words.
 */

const ON = new Set(['true', '1']);
const OFF = new Set(['false', '0']);

export function statusLabelsOf(dict: Pick<DictData, 'list'>, fallback: StatusLabels): StatusLabels {
  const on = dict.list.find((entry) => ON.has(String(entry.value)))?.label;
  const off = dict.list.find((entry) => OFF.has(String(entry.value)))?.label;
  return { on: on ?? fallback.on, off: off ?? fallback.off };
}
