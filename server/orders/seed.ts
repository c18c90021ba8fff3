import type { ResourceSeed } from '../db/seed';

/** Filled in below: the demo orders. */
export const orderSeed: ResourceSeed = {};
