/*
 * Runs a callback once the browser has painted what the current task rendered: in a
 * task after the next animation frame. A document that gets no frames (a hidden tab)
 * runs it after FALLBACK_MS instead, so the work is only ever delayed, never lost.
 */

const FALLBACK_MS = 100;

/** Schedules `callback` after the next paint; returns a function that cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    callback();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}
