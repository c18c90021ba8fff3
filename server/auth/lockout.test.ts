import { openDatabase, type Db } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { fakeClock } from '../testing/harness';
import { LoginLockout } from './lockout';

describe('LoginLockout', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
  });
  afterEach(() => db.close());

  it('locks on the fifth failure within ten minutes, for ten minutes', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    for (let i = 0; i < 4; i++) expect(lockout.recordFailure('admin')).toBe(false);
    expect(lockout.isLocked('admin')).toBe(false);
    expect(lockout.recordFailure('admin')).toBe(true);
    expect(lockout.isLocked('admin')).toBe(true);
    expect(lockout.isLocked('editor')).toBe(false);
    clock.advance(10 * 60 * 1000);
    expect(lockout.isLocked('admin')).toBe(false);
    // A clean slate afterwards: one more failure does not lock again.
    expect(lockout.recordFailure('admin')).toBe(false);
  });

  it('forgets failures older than ten minutes', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    for (let i = 0; i < 4; i++) lockout.recordFailure('admin');
    clock.advance(10 * 60 * 1000 + 1);
    expect(lockout.recordFailure('admin')).toBe(false);
  });

  it('clears the count on success', () => {
    const lockout = new LoginLockout(db, fakeClock().now);
    for (let i = 0; i < 4; i++) lockout.recordFailure('admin');
    lockout.recordSuccess('admin');
    expect(lockout.recordFailure('admin')).toBe(false);
  });
});
