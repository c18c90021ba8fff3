import type { LogRetention } from '../config';
import { relaxed, type Db } from '../db/connection';
import { REFUSALS_KEPT_MS } from '../shared/refusals-kept';
import type { Clock } from '../shared/time';
import type { LogRepository, LogType } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per transaction: a few ms of blocked event loop, then requests get their turn. */
export const RETENTION_BATCH = 2000;
/** How often the log is trimmed, and how soon after start the first time. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const FIRST_SWEEP_MS = 30 * 1000;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Keeps the log bounded: nothing older than `maxDays`, and at most `maxRows` rows per
 * kind (INFO, ERROR) and operator, each operator's oldest first (the rows written
 * without a signed-in user count as one more operator); and the sign-in refusal log to
 * its 90 days. Runs on an unref'd
 * timer in batches of RETENTION_BATCH rows, each its own transaction, yielding to the
 * event loop between batches: never inside a request, never one long lock.
 */
export class LogRetentionSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;
  private readonly refusalsOlderThan;

  constructor(
    private readonly db: Db,
    private readonly logs: LogRepository,
    private readonly now: Clock,
    private readonly settings: LogRetention,
    private readonly onError: (error: unknown) => void,
    private readonly batch = RETENTION_BATCH,
  ) {
    this.refusalsOlderThan = db.prepare(
      'DELETE FROM login_refusals WHERE id IN (SELECT id FROM login_refusals WHERE at < ? ORDER BY at LIMIT ?)',
    );
  }

  /** Sweeps now and then every ten minutes; the timer never keeps the process alive. */
  start(): void {
    const tick = (delay: number) => {
      this.timer = setTimeout(() => {
        this.sweep()
          .catch(this.onError)
          .finally(() => {
            if (!this.stopped) tick(SWEEP_EVERY_MS);
          });
      }, delay);
      this.timer.unref();
    };
    tick(FIRST_SWEEP_MS);
  }

  /** Stops the timer; a sweep under way ends after its current batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass over both kinds and the refusal log; returns how many rows went. */
  sweep(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<number> {
    let deleted = 0;
    /** Runs `step` in batches until it deletes less than a batch. */
    const drain = async (step: () => number): Promise<void> => {
      for (;;) {
        if (this.stopped || !this.db.open) return;
        // Old log rows lost to a power cut would only be deleted again: no fsync needed.
        const n = relaxed(this.db, step);
        deleted += n;
        if (n < this.batch) return;
        await yieldToRequests();
      }
    };
    const { maxRows, maxDays } = this.settings;
    for (const kind of ['INFO', 'ERROR'] as const satisfies readonly LogType[]) {
      const cutoff = this.now() - maxDays * DAY_MS;
      await drain(() => this.logs.deleteOlderThan(kind, cutoff, this.batch));
      // The row cap is each operator's own: writing many rows pushes out only the
      // writer's oldest, never another operator's (issue 22).
      for (const operator of this.logs.operatorsOver(kind, maxRows)) {
        await drain(() => {
          const excess = this.logs.countOf(kind, operator) - maxRows;
          return excess > 0 ? this.logs.deleteOldestOf(kind, operator, Math.min(excess, this.batch)) : 0;
        });
      }
    }
    const refusalCutoff = this.now() - REFUSALS_KEPT_MS;
    await drain(() => this.refusalsOlderThan.run(refusalCutoff, this.batch).changes);
    if (!this.stopped && this.db.open) relaxed(this.db, () => this.logs.dropEmptyCounts());
    return deleted;
  }
}
