import type { Migration } from './migration';

// DROP AT MERGE: a stand-in for another branch's migration 12, so this branch (which has
// 14) starts; the real 0012 file replaces it.
export const migration: Migration = { version: 12, name: 'reserved for another branch', sql: '' };
