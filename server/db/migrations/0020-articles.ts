import type { Migration } from './migration';

/**
 * Issue 33: 图文管理 (`yx_article`, CONTRACT-MEMBERS 3.9). `content` is the article's HTML as
 * sent (sanitised where it is shown, Rec. 7.16); times are epoch ms, soft delete (`is_del`)
 * as the other shop tables. yshop's other columns (share texts, visit, flags) are kept so a
 * dump's rows load as they are; the console edits title, author, cover, synopsis and content.
 */
export const migration: Migration = {
  version: 20,
  name: 'articles',
  sql: `
      CREATE TABLE yx_article (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        cid            TEXT NOT NULL DEFAULT '1',
        title          TEXT NOT NULL,
        author         TEXT NOT NULL DEFAULT '',
        image_input    TEXT NOT NULL,
        synopsis       TEXT NOT NULL DEFAULT '',
        content        TEXT NOT NULL DEFAULT '',
        share_title    TEXT NOT NULL DEFAULT '',
        share_synopsis TEXT NOT NULL DEFAULT '',
        visit          TEXT NOT NULL DEFAULT '0',
        sort           INTEGER NOT NULL DEFAULT 0,
        url            TEXT NOT NULL DEFAULT '',
        status         INTEGER NOT NULL DEFAULT 0,
        hide           INTEGER NOT NULL DEFAULT 0,
        admin_id       INTEGER NOT NULL DEFAULT 0,
        mer_id         INTEGER NOT NULL DEFAULT 0,
        product_id     INTEGER NOT NULL DEFAULT 0,
        is_hot         INTEGER NOT NULL DEFAULT 0,
        is_banner      INTEGER NOT NULL DEFAULT 0,
        create_time    INTEGER NOT NULL,
        update_time    INTEGER,
        is_del         INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX yx_article_list ON yx_article (is_del, id);
    `,
};
