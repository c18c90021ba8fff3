/*
 * Runs callbacks together once the code that queued them has finished (a microtask at
 * the end of the current task), in the order queued: all the notifications of one
 * session transition reach React as one batch, after the rest of that transition's
 * work, such as sending the next call it starts. (A timer task was used before; it
 * often waited behind a frame, 2-6 ms, before the sign-in's render could start.)
 */

const queue: (() => void)[] = [];
let scheduled = false;

function runQueue(): void {
  scheduled = false;
  const now = queue.splice(0);
  for (const callback of now) callback();
}

/** Queues `callback` for the end of the current task; returns a function that takes it out again. */
export function atTaskEnd(callback: () => void): () => void {
  queue.push(callback);
  if (!scheduled) {
    scheduled = true;
    queueMicrotask(runQueue);
  }
  return () => {
    const index = queue.indexOf(callback);
    if (index >= 0) queue.splice(index, 1);
  };
}
