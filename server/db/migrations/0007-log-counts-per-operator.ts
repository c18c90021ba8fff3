import type { Migration } from './migration';

export const migration: Migration = {
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
};
