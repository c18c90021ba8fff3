import { useState } from 'react';

/**
 * True from the first time `open` is true: a menu or dialog that was never opened is
 * not rendered at all (a closed MUI Menu still costs a render on every page change),
 * and once it has been, it stays mounted so that closing it animates.
 */
export function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}
