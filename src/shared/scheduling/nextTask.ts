/*
 * Runs callbacks in a task of their own after the current one, all together. A request
 * started in the current task reaches the network a few milliseconds later, in a task
 * of the browser's own: work triggered by the same event, such as a render, is better
 * done after that. A timer task measured best for this on Chromium (a posted message
 * ran before the browser's task every time). Callbacks queued before the timer fires
 * run in it in order, so React sees their updates as one batch.
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
