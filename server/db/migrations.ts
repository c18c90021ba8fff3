import type { Db } from './connection';
import { resolveUniqueClashes } from './unique-names';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** A step SQL alone cannot express, run after `sql` in the same transaction. */
  run?: (db: Db) => void;
}

/**
 * Append-only: a released migration is never edited, a change is a new entry.
 * Times are epoch milliseconds; booleans are 0/1; top-level menus have pid NULL so
 * that the foreign key can delete a whole subtree (the API shows them as pid 0).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE app_meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE depts (
        id          INTEGER PRIMARY KEY,
        pid         INTEGER REFERENCES depts(id) ON DELETE CASCADE,
        name        TEXT NOT NULL,
        sort        INTEGER NOT NULL DEFAULT 999,
        enabled     INTEGER NOT NULL DEFAULT 1,
        create_time INTEGER NOT NULL
      );
      CREATE TABLE jobs (
        id          INTEGER PRIMARY KEY,
        name        TEXT NOT NULL UNIQUE,
        sort        INTEGER NOT NULL DEFAULT 999,
        enabled     INTEGER NOT NULL DEFAULT 1,
        create_time INTEGER NOT NULL
      );
      CREATE TABLE users (
        id            INTEGER PRIMARY KEY,
        username      TEXT NOT NULL UNIQUE,
        nick_name     TEXT NOT NULL,
        sex           TEXT NOT NULL DEFAULT '男',
        avatar        TEXT,
        email         TEXT,
        phone         TEXT,
        password_hash TEXT NOT NULL,
        enabled       INTEGER NOT NULL DEFAULT 1,
        dept_id       INTEGER REFERENCES depts(id) ON DELETE SET NULL,
        job_id        INTEGER REFERENCES jobs(id) ON DELETE SET NULL,
        pwd_reset_time INTEGER,
        create_time   INTEGER NOT NULL
      );
      CREATE TABLE roles (
        id          INTEGER PRIMARY KEY,
        name        TEXT NOT NULL UNIQUE,
        permission  TEXT NOT NULL UNIQUE,
        level       INTEGER NOT NULL DEFAULT 3,
        description TEXT,
        create_time INTEGER NOT NULL
      );
      CREATE TABLE users_roles (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, role_id)
      );
      CREATE TABLE menus (
        id             INTEGER PRIMARY KEY,
        pid            INTEGER REFERENCES menus(id) ON DELETE CASCADE,
        type           INTEGER NOT NULL CHECK (type IN (0, 1, 2)),
        name           TEXT NOT NULL,
        path           TEXT,
        component      TEXT,
        component_name TEXT,
        icon           TEXT,
        sort           INTEGER NOT NULL DEFAULT 999,
        i_frame        INTEGER NOT NULL DEFAULT 0,
        cache          INTEGER NOT NULL DEFAULT 0,
        hidden         INTEGER NOT NULL DEFAULT 0,
        permission     TEXT,
        create_time    INTEGER NOT NULL
      );
      CREATE INDEX menus_pid ON menus(pid);
      CREATE TABLE roles_menus (
        role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
        menu_id INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
        PRIMARY KEY (role_id, menu_id)
      );
      CREATE INDEX roles_menus_menu ON roles_menus(menu_id);
      CREATE TABLE dicts (
        id          INTEGER PRIMARY KEY,
        name        TEXT NOT NULL UNIQUE,
        remark      TEXT NOT NULL DEFAULT '',
        create_time INTEGER NOT NULL
      );
      CREATE TABLE dict_details (
        id          INTEGER PRIMARY KEY,
        dict_id     INTEGER NOT NULL REFERENCES dicts(id) ON DELETE CASCADE,
        label       TEXT NOT NULL,
        value       TEXT NOT NULL,
        sort        INTEGER NOT NULL DEFAULT 999,
        create_time INTEGER NOT NULL
      );
      CREATE INDEX dict_details_dict ON dict_details(dict_id, sort);
      CREATE TABLE captchas (
        uuid       TEXT PRIMARY KEY,
        answer     TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX captchas_expiry ON captchas(expires_at);
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX tokens_user ON tokens(user_id);
      CREATE TABLE login_failures (
        id       INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        at       INTEGER NOT NULL
      );
      CREATE INDEX login_failures_user ON login_failures(username, at);
      CREATE TABLE login_locks (
        username     TEXT PRIMARY KEY,
        locked_until INTEGER NOT NULL
      );
      CREATE TABLE pictures (
        id          INTEGER PRIMARY KEY,
        filename    TEXT NOT NULL,
        stored_name TEXT NOT NULL UNIQUE,
        size        INTEGER NOT NULL,
        width       INTEGER NOT NULL,
        height      INTEGER NOT NULL,
        username    TEXT NOT NULL,
        create_time INTEGER NOT NULL
      );
    `,
  },
  {
    // Issue 14 (system management): what users, roles, depts and jobs need beyond the
    // initial schema, and the operation log the monitoring screens will read.
    version: 2,
    name: 'system management and operation log',
    sql: `
      ALTER TABLE roles ADD COLUMN data_scope TEXT NOT NULL DEFAULT '全部'
        CHECK (data_scope IN ('全部', '本级', '自定义'));
      CREATE TABLE roles_depts (
        role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
        dept_id INTEGER NOT NULL REFERENCES depts(id) ON DELETE CASCADE,
        PRIMARY KEY (role_id, dept_id)
      );
      CREATE INDEX roles_depts_dept ON roles_depts(dept_id);
      ALTER TABLE jobs ADD COLUMN dept_id INTEGER REFERENCES depts(id) ON DELETE SET NULL;
      CREATE INDEX jobs_dept ON jobs(dept_id);
      CREATE INDEX depts_pid ON depts(pid);
      CREATE INDEX users_roles_role ON users_roles(role_id);
      -- The user list at 10,000 rows: the dept filter and data scope, the date range and
      -- sort, the duplicate e-mail check, the job delete guard. (The blurry search is a
      -- substring LIKE, which no B-tree index serves; a scan of 10,000 rows is cheap.)
      CREATE INDEX users_dept ON users(dept_id);
      CREATE INDEX users_job ON users(job_id);
      CREATE INDEX users_create_time ON users(create_time);
      CREATE INDEX users_email ON users(email);
      CREATE INDEX users_nick_name ON users(nick_name);
      CREATE TABLE logs (
        id               INTEGER PRIMARY KEY,
        log_type         TEXT NOT NULL CHECK (log_type IN ('INFO', 'ERROR')),
        username         TEXT,
        description      TEXT NOT NULL,
        method           TEXT,
        -- The request body as JSON with passwords, tokens and ciphertexts masked.
        params           TEXT,
        request_ip       TEXT,
        browser          TEXT,
        -- How long the request had taken when the row was written, in ms.
        time             INTEGER,
        exception_detail TEXT,
        create_time      INTEGER NOT NULL
      );
      CREATE INDEX logs_type_time ON logs(log_type, create_time);
      CREATE INDEX logs_username ON logs(username, create_time);
    `,
  },
  // Version 2 is issue 14's (system screens); this one is issue 17's.
  {
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
  },
  // Issue 15 (monitoring): online sessions, the log's counts, the seed's monitor menus.
  {
    version: 4,
    name: 'online sessions, operation log counts and monitor menus',
    sql: `
      -- A session's opaque key (random, never the token nor derived from it), the
      -- login's client address and User-Agent. Tokens issued before this migration get
      -- a random key; their address and browser are unknown.
      ALTER TABLE tokens ADD COLUMN session_key TEXT;
      ALTER TABLE tokens ADD COLUMN ip TEXT;
      ALTER TABLE tokens ADD COLUMN user_agent TEXT;
      UPDATE tokens SET session_key = lower(hex(randomblob(16)));
      CREATE UNIQUE INDEX tokens_session_key ON tokens(session_key);
      CREATE INDEX tokens_expires ON tokens(expires_at);
      -- Rows per kind and hour, kept by triggers in the transaction of every insert and
      -- delete: the log pages' totals without a COUNT over a million rows (a range's
      -- total sums its whole hours and counts only its two partial ones).
      CREATE TABLE log_hour_counts (
        log_type TEXT NOT NULL,
        hour     INTEGER NOT NULL,
        n        INTEGER NOT NULL,
        PRIMARY KEY (log_type, hour)
      ) WITHOUT ROWID;
      INSERT INTO log_hour_counts (log_type, hour, n)
        SELECT log_type, create_time / 3600000, COUNT(*) FROM logs GROUP BY log_type, create_time / 3600000;
      CREATE TRIGGER logs_counted_insert AFTER INSERT ON logs BEGIN
        INSERT INTO log_hour_counts (log_type, hour, n) VALUES (NEW.log_type, NEW.create_time / 3600000, 1)
          ON CONFLICT (log_type, hour) DO UPDATE SET n = n + 1;
      END;
      CREATE TRIGGER logs_counted_delete AFTER DELETE ON logs BEGIN
        UPDATE log_hour_counts SET n = n - 1 WHERE log_type = OLD.log_type AND hour = OLD.create_time / 3600000;
      END;
      -- The personal centre's own operations, newest first.
      CREATE INDEX logs_user_type_time ON logs(username, log_type, create_time);
      DROP INDEX logs_username;
      -- Databases seeded before: 在线用户 under 系统监控, 异常日志 behind logError:list,
      -- and the buttons (a fresh database gets them from the seed, which runs after this).
      UPDATE menus SET permission = 'logError:list' WHERE component = 'monitor/log/errorLog' AND permission = 'log:list';
      INSERT INTO menus (pid, type, name, path, component, component_name, icon, sort, permission, create_time)
        SELECT m.pid, 1, '在线用户', 'online', 'monitor/online/index', 'OnlineUser', 'Steve-Jobs', 0, 'auth_online', m.create_time
        FROM menus m WHERE m.component = 'monitor/log/index'
          AND NOT EXISTS (SELECT 1 FROM menus WHERE component = 'monitor/online/index');
      INSERT INTO menus (pid, type, name, sort, permission, create_time)
        SELECT m.id, 2, b.name, b.sort, b.permission, m.create_time
        FROM menus m
        JOIN (SELECT 'monitor/log/index' AS component, '清空操作日志' AS name, 1 AS sort, 'logInfo:remove' AS permission
              UNION ALL SELECT 'monitor/log/errorLog', '异常详情', 1, 'logError:detail'
              UNION ALL SELECT 'monitor/log/errorLog', '清空异常日志', 2, 'logError:remove') b ON b.component = m.component
        WHERE NOT EXISTS (SELECT 1 FROM menus x WHERE x.pid = m.id AND x.permission = b.permission);
    `,
  },
  {
    // 用户管理's blurry search at 10,000 users: a substring LIKE over three columns scans
    // the table (a few ms a request, too slow under 32 connections); a trigram index
    // answers the same substring question from an index. Kept in step by triggers.
    version: 5,
    name: 'trigram index for the user search',
    sql: `
      CREATE VIRTUAL TABLE users_search USING fts5(username, nick_name, email, content='users', content_rowid='id', tokenize='trigram');
      INSERT INTO users_search(users_search) VALUES ('rebuild');
      CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
        INSERT INTO users_search(rowid, username, nick_name, email) VALUES (new.id, new.username, new.nick_name, new.email);
      END;
      CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
        INSERT INTO users_search(users_search, rowid, username, nick_name, email) VALUES ('delete', old.id, old.username, old.nick_name, old.email);
      END;
      CREATE TRIGGER users_search_update AFTER UPDATE OF username, nick_name, email ON users BEGIN
        INSERT INTO users_search(users_search, rowid, username, nick_name, email) VALUES ('delete', old.id, old.username, old.nick_name, old.email);
        INSERT INTO users_search(rowid, username, nick_name, email) VALUES (new.id, new.username, new.nick_name, new.email);
      END;
    `,
  },
  {
    // Issue 22 (privilege rules): user names unique without regard to case, e-mails
    // likewise, dept names unique under one parent, enforced by the database. Rows of an
    // older database that clash are changed first and the changes kept in upgrade_changes
    // (db/unique-names.ts).
    version: 6,
    name: 'unique user names and e-mails without regard to case, unique dept names under one parent',
    sql: `
      CREATE TABLE upgrade_changes (
        id          INTEGER PRIMARY KEY,
        migration   INTEGER NOT NULL,
        table_name  TEXT NOT NULL,
        row_id      INTEGER NOT NULL,
        column_name TEXT NOT NULL,
        old_value   TEXT,
        new_value   TEXT,
        reason      TEXT NOT NULL
      );
    `,
    run: (db) => {
      resolveUniqueClashes(db, 6);
      db.exec(`
        CREATE UNIQUE INDEX users_username_nocase ON users(username COLLATE NOCASE);
        -- lower() folds ASCII only, as NOCASE does; the look-ups use the same expression.
        DROP INDEX users_email;
        CREATE UNIQUE INDEX users_email_lower ON users(lower(email)) WHERE email IS NOT NULL;
        -- A top-level dept has pid NULL, and NULLs never clash in a UNIQUE index: hence ifnull.
        CREATE UNIQUE INDEX depts_parent_name ON depts(ifnull(pid, 0), name);
      `);
    },
  },
  {
    // Issue 22: retention capped each kind's rows globally, so anyone able to write rows
    // (every signed-in user, through the personal centre) could push everyone else's out.
    // The cap is per operator now; these counts find who is over it without a COUNT.
    version: 7,
    name: 'operation log counts per operator',
    sql: `
      -- Rows per kind and operator ('' for rows written without a signed-in user), kept
      -- by triggers in the transaction of every insert and delete, as log_hour_counts is.
      CREATE TABLE log_operator_counts (
        log_type TEXT NOT NULL,
        operator TEXT NOT NULL,
        n        INTEGER NOT NULL,
        PRIMARY KEY (log_type, operator)
      ) WITHOUT ROWID;
      INSERT INTO log_operator_counts (log_type, operator, n)
        SELECT log_type, coalesce(username, ''), COUNT(*) FROM logs GROUP BY log_type, coalesce(username, '');
      CREATE TRIGGER logs_operator_counted_insert AFTER INSERT ON logs BEGIN
        INSERT INTO log_operator_counts (log_type, operator, n) VALUES (NEW.log_type, coalesce(NEW.username, ''), 1)
          ON CONFLICT (log_type, operator) DO UPDATE SET n = n + 1;
      END;
      CREATE TRIGGER logs_operator_counted_delete AFTER DELETE ON logs BEGIN
        UPDATE log_operator_counts SET n = n - 1 WHERE log_type = OLD.log_type AND operator = coalesce(OLD.username, '');
      END;
    `,
  },
];

/**
 * Applies each pending migration once, each in its own transaction, recording it in
 * `schema_migrations`. Returns the versions applied by this call.
 */
export function runMigrations(db: Db, migrations: readonly Migration[] = MIGRATIONS, now: () => number = Date.now): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    // IMMEDIATE takes the write lock first, so two processes starting together
    // cannot both apply the same migration.
    db.transaction(() => {
      const again = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version);
      if (again) return;
      db.exec(m.sql);
      m.run?.(db);
      record.run(m.version, m.name, now());
      done.push(m.version);
    }).immediate();
  }
  return done;
}
