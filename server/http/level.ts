/** The level of a caller holding no role: above every role's (levels are 1..999), so it may touch none. */
export const NO_ROLE_LEVEL = 1000;

/** The smallest level of a set of roles; a user with none is at NO_ROLE_LEVEL. */
export const minLevel = (levels: readonly number[]): number => (levels.length > 0 ? Math.min(...levels) : NO_ROLE_LEVEL);
