import type { Migration } from './migration';

/**
 * Issue 32's budgets: 会员's nickname and phone searches, and a member's bills (found by
 * nickname), at 200,000 members. A substring LIKE scans every member; a trigram index
 * answers the same question from an index (as migration 5 does for 用户管理), kept in
 * step by triggers. Texts of one or two characters have no trigram: they still scan the
 * members (never the bills).
 */
export const migration: Migration = {
  version: 17,
  name: 'trigram index for the member search',
  sql: `
      CREATE VIRTUAL TABLE yx_user_search USING fts5(nickname, phone, content='yx_user', content_rowid='uid', tokenize='trigram');
      INSERT INTO yx_user_search(yx_user_search) VALUES ('rebuild');
      CREATE TRIGGER yx_user_search_insert AFTER INSERT ON yx_user BEGIN
        INSERT INTO yx_user_search(rowid, nickname, phone) VALUES (new.uid, new.nickname, new.phone);
      END;
      CREATE TRIGGER yx_user_search_delete AFTER DELETE ON yx_user BEGIN
        INSERT INTO yx_user_search(yx_user_search, rowid, nickname, phone) VALUES ('delete', old.uid, old.nickname, old.phone);
      END;
      CREATE TRIGGER yx_user_search_update AFTER UPDATE OF nickname, phone ON yx_user BEGIN
        INSERT INTO yx_user_search(yx_user_search, rowid, nickname, phone) VALUES ('delete', old.uid, old.nickname, old.phone);
        INSERT INTO yx_user_search(rowid, nickname, phone) VALUES (new.uid, new.nickname, new.phone);
      END;
    `,
};
