import type { Migration } from './migration';

// Version 2 is issue 14's (system screens); this one is issue 17's.
export const migration: Migration = {
  version: 3,
  name: 'sign-in lockout per account and client address, sign-in refusal log',
  sql: `
      -- Counts and locks were per username; they are now per (username, address).
      -- Rows of the old shape are dropped: a lock in force during the upgrade ends early.
      DROP TABLE login_failures;
      DROP TABLE login_locks;
      CREATE TABLE login_failures (
        id       INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        address  TEXT NOT NULL,
        at       INTEGER NOT NULL
      );
      CREATE INDEX login_failures_pair ON login_failures(username, address, at);
      CREATE INDEX login_failures_at ON login_failures(at);
      -- strikes: locks of this pair in a row (each lasts twice the one before);
      -- locked_until stays after the lock ends, so the next one knows it was not the first.
      CREATE TABLE login_locks (
        username     TEXT NOT NULL,
        address      TEXT NOT NULL,
        strikes      INTEGER NOT NULL,
        locked_at    INTEGER NOT NULL,
        locked_until INTEGER NOT NULL,
        PRIMARY KEY (username, address)
      );
      CREATE INDEX login_locks_until ON login_locks(locked_until);
      -- Failed and refused sign-ins, for the operation log. Never a password.
      CREATE TABLE login_refusals (
        id       INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        address  TEXT NOT NULL,
        reason   TEXT NOT NULL,
        at       INTEGER NOT NULL
      );
      CREATE INDEX login_refusals_at ON login_refusals(at);
    `,
};
