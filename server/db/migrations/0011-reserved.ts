import type { Migration } from './migration';

// DROP AT MERGE: a stand-in for another branch's migration 11, so this branch (which has
// 14) starts; the real 0011 file replaces it.
export const migration: Migration = { version: 11, name: 'reserved for another branch', sql: '' };
