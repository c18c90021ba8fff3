import { PNG } from 'pngjs';
import { placeholderPng } from './seed-pictures';

describe('placeholderPng', () => {
  it('encodes a real PNG of the asked size, coloured by its hue, with a lighter shape in the middle', () => {
    const { data, width, height } = placeholderPng({ hue: 120, shape: 'circle', size: 64 });
    const png = PNG.sync.read(data);
    expect([width, height, png.width, png.height]).toEqual([64, 64, 64, 64]);
    const at = (x: number, y: number) => [...png.data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 3)];
    const [r, g, b] = at(0, 0) as [number, number, number];
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
    const centre = at(32, 32);
    expect(centre.reduce((a, v) => a + v, 0)).toBeGreaterThan(r + g + b);
  });

  it('gives different hues different pictures', () => {
    expect(placeholderPng({ hue: 0, size: 32 }).data.equals(placeholderPng({ hue: 180, size: 32 }).data)).toBe(false);
  });
});
