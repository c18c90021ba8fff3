import type { Migration } from './migration';

/**
 * PLACEHOLDER for the number reserved by another branch (issue 33's parallel work): migrations
 * must be numbered without gaps, and this branch's own is 21. Drop this file when merging the
 * branch that owns version 19.
 */
export const migration: Migration = { version: 19, name: 'reserved placeholder', sql: '' };
