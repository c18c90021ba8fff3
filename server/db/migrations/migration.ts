import type { Db } from '../connection';

/**
 * One schema version: a file `NNNN-name.ts` in this folder exporting `migration`, whose
 * `version` is NNNN. Append-only: a released migration is never edited, a change is a
 * new file. Times are epoch milliseconds; booleans are 0/1; top-level menus have pid
 * NULL so that the foreign key can delete a whole subtree (the API shows them as pid 0).
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** A step SQL alone cannot express, run after `sql` in the same transaction. */
  run?: (db: Db) => void;
}
