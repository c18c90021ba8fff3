import type { Migration } from './migration';

/**
 * A stand-in only: version 12 belongs to another branch of this round (the lead gave this
 * branch 13), and versions must follow each other for this branch to start. Delete this
 * file when merging; the other branch's migration 12 takes its place.
 */
export const migration: Migration = {
  version: 12,
  name: 'stand-in for another branch (delete at merge)',
  sql: '',
};
