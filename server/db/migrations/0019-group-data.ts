import type { Migration } from './migration';

/**
 * Issue 33: yshop's group data (`yx_system_group_data`, CONTRACT-MEMBERS 3.6): the rows of
 * the 商城设置 screens (banners, home menus, news, hot searches, 个人中心 menus, sign-in days,
 * recharge choices), each a JSON `value` of its group's keys. Times are epoch ms (the dump's
 * zero dates as NULL), `status` 1 shown / 0 hidden, soft-deleted (`is_del`). The index
 * serves the one list the app and the screens read: a group's live rows by `sort` desc.
 * The dump's rows are the seed's (server/group-data), not this migration's.
 */
export const migration: Migration = {
  version: 19,
  name: 'group data',
  sql: `
      CREATE TABLE yx_system_group_data (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        group_name  TEXT NOT NULL,
        value       TEXT NOT NULL,
        create_time INTEGER,
        update_time INTEGER,
        sort        INTEGER NOT NULL DEFAULT 0,
        status      INTEGER NOT NULL DEFAULT 1,
        is_del      INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX yx_system_group_data_list ON yx_system_group_data (group_name, is_del, sort DESC);
    `,
};
