/*
 * The pictures chosen in the picture dialog, in order (the order a gallery shows them in).
 * Pure, so the dialog's rules are tested without drawing it.
 */

/** The starting choice: the field's current pictures, blanks and repeats left out, at most `max`. */
export function initialChoice(urls: readonly string[], max: number): string[] {
  const kept: string[] = [];
  for (const url of urls) {
    const trimmed = url.trim();
    if (trimmed !== '' && !kept.includes(trimmed) && kept.length < max) kept.push(trimmed);
  }
  return kept;
}

/**
 * A picture clicked: chosen ones are let go; with one place, a new one replaces the choice;
 * with several, it goes last while there is room, and nothing changes when they are full.
 */
export function toggleChoice(chosen: readonly string[], url: string, max: number): string[] {
  if (chosen.includes(url)) return chosen.filter((u) => u !== url);
  if (max <= 1) return [url];
  return chosen.length < max ? [...chosen, url] : [...chosen];
}

/** Adds a picture (one just uploaded) when there is room, else keeps the choice; with one place, it replaces it. */
export function addChoice(chosen: readonly string[], url: string, max: number): string[] {
  if (chosen.includes(url)) return [...chosen];
  if (max <= 1) return [url];
  return chosen.length < max ? [...chosen, url] : [...chosen];
}

/** Moves the picture at `index` one place earlier (-1) or later (+1); out of range changes nothing. */
export function moveChoice(chosen: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= chosen.length || target < 0 || target >= chosen.length) return [...chosen];
  const next = [...chosen];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
