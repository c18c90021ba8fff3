import type { Migration } from './migration';

// DROP AT MERGE: a stand-in for another branch's migration 13, so this branch (which has
// 14) starts; the real 0013 file replaces it.
export const migration: Migration = { version: 13, name: 'reserved for another branch', sql: '' };
