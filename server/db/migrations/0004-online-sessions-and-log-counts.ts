import type { Migration } from './migration';

// Issue 15 (monitoring): online sessions, the log's counts, the seed's monitor menus.
export const migration: Migration = {
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
};
