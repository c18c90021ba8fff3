/*
 * What the demo data of several resources agrees on: the members' seed makes these
 * members, and the orders, bills and reviews seeded for them name them.
 */

/** A small deterministic generator, so every fresh database gets the same demo data. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many members the demo shop has, the dump's one included. */
export const DEMO_MEMBERS = 60;
/** The dump's one member (CONTRACT-MEMBERS, seed rows): the orders of issue 25 are theirs. */
export const DUMP_MEMBER = { uid: 41315, phone: '15136175246', nowMoney: 999780 } as const;
