import fc from 'fast-check';
import { createTestApp, destroyTestApp, type TestApp } from '../testing/harness';
import { orderIn, STATES, type StateName } from '../orders/test-fixtures';
import { ApiError } from '../http/errors';
import { ensureDayZone } from './rollup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => destroyTestApp(t));

const DAY = 86_400_000;
/** The day rows as kept (empty days left out) and as a recount over the orders makes them. */
const kept = () => t.app.ctx.db.prepare('SELECT day, orders, cents FROM yx_store_order_days WHERE orders <> 0 OR cents <> 0 ORDER BY day').all();
const recounted = () =>
  t.app.ctx.db
    .prepare(
      `SELECT coalesce(date(pay_time / 1000, 'unixepoch', 'localtime'), '') AS day, COUNT(*) AS orders, SUM(pay_price) AS cents
       FROM yx_store_order WHERE is_del = 0 AND paid = 1 AND refund_status = 0 GROUP BY 1 ORDER BY 1`,
    )
    .all();

type Step =
  | { kind: 'create'; state: StateName; minutes: number }
  | { kind: 'ship' | 'refund' | 'remove' | 'verify' | 'apply' | 'pay' | 'reprice'; pick: number; cents: number };

const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('create' as const), state: fc.constantFrom(...(Object.keys(STATES) as StateName[])), minutes: fc.integer({ min: 0, max: 3 * 24 * 60 }) }),
    fc.record({ kind: fc.constantFrom('ship' as const, 'refund' as const, 'remove' as const, 'verify' as const, 'apply' as const, 'pay' as const, 'reprice' as const), pick: fc.nat(), cents: fc.integer({ min: 1, max: 500 }) }),
  ),
  { minLength: 1, maxLength: 25 },
);

describe('yx_store_order_days', () => {
  it('equals a recount over the orders after any sequence of transitions (property)', () => {
    const { db, orderTransitions: move } = t.app.ctx;
    const start = new Date(2026, 10, 29, 22).getTime(); // late evening: orders fall on three days
    fc.assert(
      fc.property(steps, (plan) => {
        const ids: number[] = [];
        for (const step of plan) {
          const at = start + (step.kind === 'create' ? step.minutes * 60_000 : DAY);
          try {
            db.transaction(() => {
              if (step.kind === 'create') {
                ids.push(orderIn(db, step.state, at).id);
                return;
              }
              if (ids.length === 0) return;
              const o = db.prepare('SELECT id, order_id, verify_code FROM yx_store_order WHERE id = ?').get(ids[step.pick % ids.length]) as { id: number; order_id: string; verify_code: string };
              if (step.kind === 'ship') move.ship({ orderId: o.order_id, deliveryName: '顺丰速运', deliveryId: 'SF1' }, at);
              if (step.kind === 'refund') move.refund(o.order_id, step.cents, at, 'admin');
              if (step.kind === 'remove') move.remove(o.id, at);
              if (step.kind === 'verify') move.verify(o.id, o.verify_code, at);
              if (step.kind === 'reprice') move.editPrice(o.id, step.cents, at);
              // What the shop app does: a refund request, and a payment (days later).
              if (step.kind === 'apply') db.prepare('UPDATE yx_store_order SET status = -1, refund_status = 1 WHERE id = ? AND paid = 1 AND refund_status = 0').run(o.id);
              if (step.kind === 'pay') db.prepare('UPDATE yx_store_order SET paid = 1, pay_time = ? WHERE id = ? AND paid = 0').run(at, o.id);
            })();
          } catch (error) {
            // A refused transition (wrong state) changes nothing; anything else is a failure.
            if (!(error instanceof ApiError) || error.status !== 400) throw error;
          }
        }
        expect(kept()).toEqual(recounted());
      }),
      { numRuns: 40 },
    );
  });

  it('is made again from the orders when the server starts in another time zone, and only then', () => {
    const { db } = t.app.ctx;
    db.prepare("UPDATE yx_store_order_days SET orders = orders + 7 WHERE day = (SELECT max(day) FROM yx_store_order_days)").run();
    expect(kept()).not.toEqual(recounted());
    expect(ensureDayZone(db, 'Europe/Somewhere')).toBe(true);
    expect(kept()).toEqual(recounted());
    expect(ensureDayZone(db, 'Europe/Somewhere')).toBe(false);
  });
});
