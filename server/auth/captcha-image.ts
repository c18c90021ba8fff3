import { PNG } from 'pngjs';
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './captcha-font';

export const CAPTCHA_WIDTH = 111;
export const CAPTCHA_HEIGHT = 36;
const SCALE = 3;
const GAP = 4;

type Rgb = readonly [number, number, number];
export type Random = () => number;

const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  // Bresenham: integer steps, no anti-aliasing needed for noise.
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    setPixel(png, x0, y0, color);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

const darkColor = (random: Random): Rgb => [between(random, 10, 120), between(random, 10, 120), between(random, 10, 140)];
const lightColor = (random: Random): Rgb => [between(random, 120, 220), between(random, 120, 220), between(random, 120, 220)];

/**
 * Draws `text` (characters of the captcha font only) into a 111x36 PNG: each glyph
 * in its own dark colour with a little vertical jitter, over noise lines and dots.
 */
export function renderCaptchaPng(text: string, random: Random = Math.random): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const bg: Rgb = [between(random, 235, 255), between(random, 235, 255), between(random, 235, 255)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) for (let x = 0; x < CAPTCHA_WIDTH; x++) setPixel(png, x, y, bg);

  for (let i = 0; i < 5; i++) {
    line(
      png,
      between(random, 0, CAPTCHA_WIDTH - 1),
      between(random, 0, CAPTCHA_HEIGHT - 1),
      between(random, 0, CAPTCHA_WIDTH - 1),
      between(random, 0, CAPTCHA_HEIGHT - 1),
      lightColor(random),
    );
  }

  const glyphW = GLYPH_WIDTH * SCALE;
  const glyphH = GLYPH_HEIGHT * SCALE;
  const textWidth = text.length * glyphW + (text.length - 1) * GAP;
  let x0 = Math.max(0, Math.floor((CAPTCHA_WIDTH - textWidth) / 2));
  for (const ch of text) {
    const glyph = GLYPHS.get(ch);
    if (!glyph) throw new Error(`captcha font has no glyph for "${ch}"`);
    const color = darkColor(random);
    const y0 = between(random, 3, CAPTCHA_HEIGHT - glyphH - 3);
    const dx = between(random, -1, 1);
    glyph.forEach((row, gy) =>
      row.forEach((ink, gx) => {
        if (!ink) return;
        for (let sy = 0; sy < SCALE; sy++)
          for (let sx = 0; sx < SCALE; sx++) setPixel(png, x0 + dx + gx * SCALE + sx, y0 + gy * SCALE + sy, color);
      }),
    );
    x0 += glyphW + GAP;
  }

  // Dots and one dark line drawn over the text make naive OCR a little harder.
  for (let i = 0; i < 120; i++) {
    setPixel(png, between(random, 0, CAPTCHA_WIDTH - 1), between(random, 0, CAPTCHA_HEIGHT - 1), darkColor(random));
  }
  line(png, 0, between(random, 8, 28), CAPTCHA_WIDTH - 1, between(random, 8, 28), darkColor(random));

  // One fixed filter (sub): pngjs's default tries all five on every row, which costs 25 ms
  // a captcha under jest (every test sign-in draws one) for 10% fewer bytes.
  return PNG.sync.write(png, { filterType: 1 });
}
