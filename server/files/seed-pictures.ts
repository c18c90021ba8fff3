import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SeedContext } from '../db/seed';

/** A generated stand-in picture: a colour, a shape, a size. Never a copy of anyone's image. */
export interface PlaceholderSpec {
  /** Shown in 上传图片 as the file's name. */
  filename: string;
  /** 0..359. */
  hue: number;
  shape?: 'circle' | 'diamond' | 'stripes';
  size?: number;
}

/** HSL (s, l in 0..1) to 8-bit RGB. */
function rgb(hue: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as [number, number, number];
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A square PNG: a soft vertical gradient of the hue with a lighter shape in the middle.
 * Encoded here (RGB, no filter, zlib) rather than with pngjs, whose JavaScript encoder
 * took a quarter of a second per picture under jest, where every test file seeds anew.
 */
export function placeholderPng(spec: Pick<PlaceholderSpec, 'hue' | 'shape' | 'size'>): { data: Buffer; width: number; height: number } {
  const size = spec.size ?? 200;
  const shape = spec.shape ?? 'circle';
  const mid = size / 2;
  const stride = size * 3 + 1;
  const raw = Buffer.alloc(stride * size);
  // Colours per row, not per pixel: the seed makes a few dozen of these at every fresh start.
  const inner = rgb(spec.hue + 20, 0.6, 0.88);
  for (let y = 0; y < size; y += 1) {
    const background = rgb(spec.hue, 0.45, 0.55 + (0.25 * y) / size);
    const dy = y - mid;
    raw[y * stride] = 0;
    for (let x = 0; x < size; x += 1) {
      const dx = x - mid;
      const inside =
        shape === 'circle'
          ? dx * dx + dy * dy < (size * 0.3) ** 2
          : shape === 'diamond'
            ? Math.abs(dx) + Math.abs(dy) < size * 0.36
            : Math.abs(dx) < size * 0.32 && Math.abs(dy) < size * 0.32 && Math.floor((x + y) / (size / 10)) % 2 === 0;
      const colour = inside ? inner : background;
      const i = y * stride + 1 + x * 3;
      raw[i] = colour[0];
      raw[i + 1] = colour[1];
      raw[i + 2] = colour[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const data = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { data, width: size, height: size };
}

/**
 * A placeholder picture put into the picture store while seeding: the file under
 * files/pictures (when the seed has the folder) and its 上传图片 row, so the seeded shop's
 * pictures can be picked again in the product form. Returns the URL rows store, relative
 * to this server as uploads' are without PUBLIC_BASE_URL.
 */
export function seedPicture(seed: Pick<SeedContext, 'db' | 'at' | 'picturesDir'>, spec: PlaceholderSpec): string {
  const { data, width, height } = placeholderPng(spec);
  const name = `${randomBytes(16).toString('hex')}.png`;
  if (seed.picturesDir !== null) {
    fs.mkdirSync(seed.picturesDir, { recursive: true });
    fs.writeFileSync(path.join(seed.picturesDir, name), data, { flag: 'wx', mode: 0o644 });
  }
  seed.db
    .prepare('INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(spec.filename, name, data.length, width, height, 'admin', seed.at);
  return `/file/pictures/${name}`;
}
