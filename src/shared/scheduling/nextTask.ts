/*
 * Runs callbacks in a task of their own after the current one, all together: work
 * triggered by an event (a render after a call's answer) is done after the rest of
 * that event's handling, such as the next call it starts. Callbacks queued before the
 * timer fires run in it in order, so React sees their updates as one batch.
 */

const queue: (() => void)[] = [];
let scheduled = false;

function runQueue(): void {
  scheduled = false;
  const now = queue.splice(0);
  for (const callback of now) callback();
}

/** Queues `callback` for a later task; returns a function that takes it out again. */
export function inNextTask(callback: () => void): () => void {
  queue.push(callback);
  if (!scheduled) {
    scheduled = true;
    setTimeout(runQueue, 0);
  }
  return () => {
    const index = queue.indexOf(callback);
    if (index >= 0) queue.splice(index, 1);
  };
}
