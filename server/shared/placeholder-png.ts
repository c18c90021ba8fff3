import zlib from 'node:zlib';

/**
 * The seed's pictures (issue 24): categories' and products' placeholders, and (issue 33)
 * the 商城设置 rows' (`setting`: banners, menu icons), drawn here, kept in 上传图片 under
 * stored names that say what they are (`seed-category-11.png`, `seed-product-32.png`,
 * `seed-setting-177.png`), so the file can be drawn again from the name alone.
 */
export type SeedPictureKind = 'category' | 'product' | 'setting';
export const SEED_PICTURE_PREFIX = 'seed-';
export const SEED_NAME = /^seed-(category|product|setting)-(\d+)\.png$/;
export const seedPictureName = (kind: SeedPictureKind, n: number): string => `${SEED_PICTURE_PREFIX}${kind}-${n}.png`;
/** Products' and settings' colours start elsewhere on the wheel than categories' with the same number. */
export const hueSeed = (kind: SeedPictureKind, n: number): number => (kind === 'category' ? n : kind === 'product' ? n * 3 + 5 : n * 5 + 11);

/** Their width and height in pixels. */
export const SEED_PICTURE_SIZE = 96;

/**
 * A small placeholder picture drawn here (no file of anyone else's is shipped): a
 * coloured tile, its colour taken from the seed, with a lighter square in the middle.
 * The same seed always gives the same bytes, so its URL can be cached for good as every
 * stored picture is.
 */
export function placeholderPng(seed: number): Buffer {
  // Evenly spread hues, saturated enough to tell the categories apart.
  const hue = (seed * 47) % 360;
  let png = drawn.get(hue);
  if (!png) drawn.set(hue, (png = drawTile(hue)));
  return png;
}

/**
 * Drawn tiles by hue (at most 360): every app start, and every test app, writes the seed's
 * pictures again, and drawing them was most of an app's start-up time. Callers only write
 * the bytes out, never change them.
 */
const drawn = new Map<number, Buffer>();

function drawTile(hue: number): Buffer {
  const outer = hslToRgb(hue, 0.55, 0.55);
  const inner = hslToRgb(hue, 0.55, 0.85);
  // Scanlines of RGB, each led by filter type 0 (none).
  const raw = Buffer.alloc(SEED_PICTURE_SIZE * (1 + SEED_PICTURE_SIZE * 3));
  for (let y = 0; y < SEED_PICTURE_SIZE; y++) {
    const row = y * (1 + SEED_PICTURE_SIZE * 3);
    for (let x = 0; x < SEED_PICTURE_SIZE; x++) {
      const [r, g, b] = x >= 28 && x < 68 && y >= 28 && y < 68 ? inner : outer;
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SEED_PICTURE_SIZE, 0);
  header.writeUInt32BE(SEED_PICTURE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/*
 * A PNG written by hand (signature, IHDR, IDAT, IEND): pngjs's encoder took about 200 ms
 * per picture here, which every test app would pay at start-up.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}
