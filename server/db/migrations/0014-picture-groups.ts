import type { Migration } from './migration';

/**
 * Issue 31 item 7: 上传图片's pictures in groups, as yshop's material library keeps them.
 * A picture of no group (`group_id` NULL) is 未分组; deleting a group leaves its pictures
 * there (the repository clears them in the delete's transaction; the foreign key says the
 * same for any other writer). Names are unique without regard to ASCII case, like users'.
 */
export const migration: Migration = {
  version: 14,
  name: 'picture groups',
  sql: `
      CREATE TABLE picture_groups (
        id          INTEGER PRIMARY KEY,
        name        TEXT NOT NULL,
        create_time INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX picture_groups_name ON picture_groups(name COLLATE NOCASE);
      ALTER TABLE pictures ADD COLUMN group_id INTEGER REFERENCES picture_groups(id) ON DELETE SET NULL;
      CREATE INDEX pictures_group ON pictures(group_id, id);
    `,
};
