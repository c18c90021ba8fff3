import { openDatabase, type Db } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { fakeClock } from '../testing/harness';
import { FIRST_LOCK_MS, LONGEST_LOCK_MS, LoginLockout, lockDuration, lockedMessage, STRIKES_FORGOTTEN_MS } from './lockout';
import { waitText } from '../shared/wait-text';

const A = '203.0.113.7';
const B = '198.51.100.20';
const MINUTE = 60 * 1000;

describe('LoginLockout', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
  });
  afterEach(() => db.close());

  const fail = (lockout: LoginLockout, times: number, username = 'admin', address = A) => {
    const results = [];
    for (let i = 0; i < times; i++) results.push(lockout.recordFailure(username, address));
    return results;
  };

  it('locks a user name at one address on the fifth failure within ten minutes, not at other addresses', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    expect(fail(lockout, 4)).toEqual([null, null, null, null]);
    expect(lockout.lockedUntil('admin', A)).toBeNull();
    expect(lockout.recordFailure('admin', A)).toBe(clock.now() + FIRST_LOCK_MS);
    expect(lockout.lockedUntil('admin', A)).toBe(clock.now() + FIRST_LOCK_MS);
    expect(lockout.lockedUntil('admin', B)).toBeNull();
    expect(lockout.lockedUntil('editor', A)).toBeNull();
    clock.advance(FIRST_LOCK_MS);
    expect(lockout.lockedUntil('admin', A)).toBeNull();
    // The count starts again after a lock.
    expect(fail(lockout, 4)).toEqual([null, null, null, null]);
  });

  it('counts each address on its own', () => {
    const lockout = new LoginLockout(db, fakeClock().now);
    fail(lockout, 3, 'admin', A);
    fail(lockout, 3, 'admin', B);
    expect(lockout.lockedUntil('admin', A)).toBeNull();
    expect(lockout.lockedUntil('admin', B)).toBeNull();
  });

  it('forgets failures older than ten minutes', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    fail(lockout, 4);
    clock.advance(10 * MINUTE + 1);
    expect(lockout.recordFailure('admin', A)).toBeNull();
  });

  it('doubles each lock in a row, up to a day', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    const lengths: number[] = [];
    for (let i = 0; i < 4; i++) {
      fail(lockout, 4);
      const until = lockout.recordFailure('admin', A)!;
      lengths.push(until - clock.now());
      clock.advance(until - clock.now());
    }
    expect(lengths).toEqual([1, 2, 4, 8].map((m) => m * MINUTE));
    expect(lockDuration(40)).toBe(LONGEST_LOCK_MS);
  });

  it('starts a pair over with the first length a day after its last lock ended', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    fail(lockout, 5);
    clock.advance(FIRST_LOCK_MS + STRIKES_FORGOTTEN_MS + 1);
    fail(lockout, 4);
    expect(lockout.recordFailure('admin', A)! - clock.now()).toBe(FIRST_LOCK_MS);
  });

  it('clears the count and the lock history of the address that signs in, only that one', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    fail(lockout, 5, 'admin', B);
    clock.advance(FIRST_LOCK_MS);
    fail(lockout, 4, 'admin', A);
    fail(lockout, 4, 'admin', B);
    lockout.recordSuccess('admin', A);
    expect(lockout.recordFailure('admin', A)).toBeNull();
    // B still remembers its earlier lock: its next one lasts twice as long.
    expect(lockout.recordFailure('admin', B)! - clock.now()).toBe(2 * FIRST_LOCK_MS);
  });

  it('lists the locks in force and clears them by user name, or by user name and address', () => {
    const clock = fakeClock();
    const lockout = new LoginLockout(db, clock.now);
    fail(lockout, 5, 'admin', A);
    fail(lockout, 5, 'admin', B);
    fail(lockout, 5, 'editor', A);
    expect(lockout.currentLocks().map((l) => `${l.username}@${l.address}`).sort()).toEqual([`admin@${B}`, `admin@${A}`, `editor@${A}`]);
    expect(lockout.currentLocks()[0]).toMatchObject({ strikes: 1, lockedAt: clock.now(), lockedUntil: clock.now() + FIRST_LOCK_MS });

    expect(lockout.clear('admin', A)).toBe(1);
    expect(lockout.lockedUntil('admin', A)).toBeNull();
    expect(lockout.lockedUntil('admin', B)).not.toBeNull();
    expect(lockout.clear('admin')).toBe(1);
    expect(lockout.clear('admin')).toBe(0);
    expect(lockout.currentLocks().map((l) => l.username)).toEqual(['editor']);
    // A cleared pair starts over: four more failures do not lock.
    expect(fail(lockout, 4, 'admin', B)).toEqual([null, null, null, null]);
    clock.advance(FIRST_LOCK_MS);
    expect(lockout.currentLocks()).toEqual([]);
  });
});

describe('messages', () => {
  it('says when to try again, in seconds under a minute and in whole minutes above', () => {
    expect(waitText(500)).toBe('1秒');
    expect(waitText(59_000)).toBe('59秒');
    expect(waitText(60_000)).toBe('1分钟');
    expect(waitText(61_000)).toBe('2分钟');
    expect(lockedMessage(10 * MINUTE)).toBe('登录失败次数过多，请10分钟后再试');
  });
});
