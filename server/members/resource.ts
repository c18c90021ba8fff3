import type { Resource } from '../resource';
import { memberSeed } from './seed';

/**
 * 会员 (`yx_user`, CONTRACT-MEMBERS 3.1): for now the table, migration 9, and its demo
 * rows, which reviews (and issue 25's orders) join. Its screens and calls come with the
 * members issue, under this prefix.
 */
export const members: Resource = {
  name: 'members',
  seed: memberSeed,
  prefix: '/api/yxUser',
  routes: () => {},
};
