import type { TrigramIndex } from './list';

/**
 * The members' nickname and phone trigram index (migration 17): 会员 searches through it,
 * and so do the lists that find rows by their member's nickname (用户账单).
 */
export const MEMBER_SEARCH: TrigramIndex = { index: 'yx_user_search', table: 'yx_user', rowid: 'uid' };
