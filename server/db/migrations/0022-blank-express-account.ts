import type { Migration } from './migration';

/**
 * Issue 33: the seed holds the dump's config keys "with the 快递鸟 keys blanked". Migration 11
 * blanked the appKey but kept the dump's appId (yshop's own 快递鸟 account). Only that exact
 * value is cleared, so an account an operator has set since stays.
 */
export const migration: Migration = {
  version: 22,
  name: 'blank the dump express account',
  sql: `UPDATE yx_system_config SET value = '' WHERE menu_name = 'exp_appId' AND value = '1607734';`,
};
