import type { Migration } from './migration';

export const migration: Migration = {
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
};
