import type { Migration } from './migration';

/**
 * Issue 32's coupon rule "one claim per member" (CONTRACT-MEMBERS 4.4, the app's
 * `issueUserCoupon`): who claimed which issue, one live row per member and issue (yshop's
 * UNIQUE(uid, issue_coupon_id), partial so that a soft-deleted claim does not block a new one,
 * CONTRACT-MEMBERS 7, item 11). Claims made before this version named no issue, so none is filled in.
 */
export const migration: Migration = {
  version: 24,
  name: 'coupon claims per issue',
  sql: `
      CREATE TABLE yx_store_coupon_issue_user (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        uid             INTEGER NOT NULL,
        issue_coupon_id INTEGER NOT NULL REFERENCES yx_store_coupon_issue(id),
        create_time     INTEGER NOT NULL,
        update_time     INTEGER,
        is_del          INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX yx_store_coupon_issue_user_once ON yx_store_coupon_issue_user (uid, issue_coupon_id) WHERE is_del = 0;
    `,
};
