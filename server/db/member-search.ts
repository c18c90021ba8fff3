import type { SuffixIndex } from './list';

/**
 * The members' nickname and phone suffix index (migration 23): 会员 searches through it,
 * and so do the lists that find rows by their member's nickname (用户账单).
 */
export const MEMBER_SEARCH: SuffixIndex = { suffixes: 'yx_user_suffix', columns: { nickname: 1, phone: 2 }, table: 'yx_user', rowid: 'uid' };
