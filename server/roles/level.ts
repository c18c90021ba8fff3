import { NO_ROLE_LEVEL } from './access';

/** The smallest level of a set of roles; a user with none is at NO_ROLE_LEVEL. */
export const minLevel = (levels: readonly number[]): number => (levels.length > 0 ? Math.min(...levels) : NO_ROLE_LEVEL);
