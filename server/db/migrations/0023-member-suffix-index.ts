import type { Migration } from './migration';

/**
 * Issue 32's budgets, second round: 会员's phone search and a member's bills (found by
 * nickname). Migration 17's trigram index answers them, but a phone is all digits, and
 * there are only 1,000 digit trigrams: each trigram of a seven-digit fragment is in about
 * 1,800 of 200,000 members, and the phrase query intersects five such lists (350 us a
 * search, most of the request). Every suffix of each nickname and phone, kept in a B-tree
 * (its first 16 characters, ASCII lower-cased as SQLite's LIKE compares), turns "contains"
 * into one range of "starts with": a seven-digit fragment reads the one or two entries that
 * hold it (10 us). A member is a row per character of their nickname and phone (the first
 * 1,000 positions: yshop's columns are far shorter). Kept in step by triggers, as the
 * trigram index was; that index goes.
 */
export const migration: Migration = {
  version: 23,
  name: 'suffix index for the member search',
  sql: `
      DROP TRIGGER yx_user_search_insert;
      DROP TRIGGER yx_user_search_delete;
      DROP TRIGGER yx_user_search_update;
      DROP TABLE yx_user_search;

      CREATE TABLE text_positions (n INTEGER PRIMARY KEY);
      WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < 1000) INSERT INTO text_positions SELECT n FROM k;

      -- col: 1 nickname, 2 phone. OR IGNORE: a repeating text can give the same 16 characters twice.
      CREATE TABLE yx_user_suffix (
        col  INTEGER NOT NULL,
        text TEXT NOT NULL,
        uid  INTEGER NOT NULL,
        PRIMARY KEY (col, text, uid)
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO yx_user_suffix SELECT 1, lower(substr(u.nickname, p.n, 16)), u.uid FROM yx_user u JOIN text_positions p ON p.n <= length(u.nickname);
      INSERT OR IGNORE INTO yx_user_suffix SELECT 2, lower(substr(u.phone, p.n, 16)), u.uid FROM yx_user u JOIN text_positions p ON p.n <= length(u.phone);

      CREATE TRIGGER yx_user_suffix_insert AFTER INSERT ON yx_user BEGIN
        INSERT OR IGNORE INTO yx_user_suffix SELECT 1, lower(substr(new.nickname, n, 16)), new.uid FROM text_positions WHERE n <= length(new.nickname);
        INSERT OR IGNORE INTO yx_user_suffix SELECT 2, lower(substr(new.phone, n, 16)), new.uid FROM text_positions WHERE n <= length(new.phone);
      END;
      CREATE TRIGGER yx_user_suffix_delete AFTER DELETE ON yx_user BEGIN
        DELETE FROM yx_user_suffix WHERE col = 1 AND uid = old.uid AND text IN (SELECT lower(substr(old.nickname, n, 16)) FROM text_positions WHERE n <= length(old.nickname));
        DELETE FROM yx_user_suffix WHERE col = 2 AND uid = old.uid AND text IN (SELECT lower(substr(old.phone, n, 16)) FROM text_positions WHERE n <= length(old.phone));
      END;
      CREATE TRIGGER yx_user_suffix_nickname AFTER UPDATE OF nickname ON yx_user WHEN old.nickname IS NOT new.nickname BEGIN
        DELETE FROM yx_user_suffix WHERE col = 1 AND uid = old.uid AND text IN (SELECT lower(substr(old.nickname, n, 16)) FROM text_positions WHERE n <= length(old.nickname));
        INSERT OR IGNORE INTO yx_user_suffix SELECT 1, lower(substr(new.nickname, n, 16)), new.uid FROM text_positions WHERE n <= length(new.nickname);
      END;
      CREATE TRIGGER yx_user_suffix_phone AFTER UPDATE OF phone ON yx_user WHEN old.phone IS NOT new.phone BEGIN
        DELETE FROM yx_user_suffix WHERE col = 2 AND uid = old.uid AND text IN (SELECT lower(substr(old.phone, n, 16)) FROM text_positions WHERE n <= length(old.phone));
        INSERT OR IGNORE INTO yx_user_suffix SELECT 2, lower(substr(new.phone, n, 16)), new.uid FROM text_positions WHERE n <= length(new.phone);
      END;
    `,
};
