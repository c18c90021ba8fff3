/** Twitter's epoch, as yshop's hutool snowflake uses: numbers of 19 digits like the dump's. */
const EPOCH = 1288834974657n;
let lastMs = 0n;
let sequence = 0n;

/**
 * A new order number (yshop's snowflake as text): time in the high bits, then a sequence,
 * so numbers made later sort after earlier ones and never repeat within this process.
 */
export function snowflake(at: number): string {
  let ms = BigInt(at) - EPOCH;
  if (ms < lastMs) ms = lastMs;
  if (ms === lastMs) {
    sequence = (sequence + 1n) & 0x3fffffn;
    if (sequence === 0n) ms += 1n;
  } else sequence = 0n;
  lastMs = ms;
  return String((ms << 22n) | sequence);
}
