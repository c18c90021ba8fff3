import type { Migration } from './migration';

export const migration: Migration = {
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
};
