import { PNG } from 'pngjs';
import { openDatabase, type Db } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { fakeClock } from '../testing/harness';
import { makeChallenge } from './captcha-challenge';
import { GLYPHS } from './captcha-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from './captcha-image';
import { CaptchaStore } from './captcha-store';

describe('makeChallenge', () => {
  const sequence = (...values: number[]) => {
    let i = 0;
    return () => values[i++]!;
  };

  it('writes the question and its answer', () => {
    expect(makeChallenge(sequence(0, 3, 5))).toEqual({ text: '3+5=?', answer: '8' });
    expect(makeChallenge(sequence(2, 7, 6))).toEqual({ text: '7x6=?', answer: '42' });
  });

  it('swaps the operands of a subtraction so the answer is never negative', () => {
    expect(makeChallenge(sequence(1, 2, 9))).toEqual({ text: '9-2=?', answer: '7' });
  });

  it('always answers a small non-negative integer drawable by the font', () => {
    for (let i = 0; i < 300; i++) {
      const c = makeChallenge();
      expect(c.answer).toMatch(/^\d{1,2}$/);
      expect(c.text).toMatch(/^\d[+\-x]\d=\?$/);
      for (const ch of c.text) expect(GLYPHS.has(ch)).toBe(true);
    }
  });
});

describe('renderCaptchaPng', () => {
  it('draws a 111x36 PNG with ink on it', () => {
    const png = PNG.sync.read(renderCaptchaPng('8x9=?'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! < 130 && png.data[i + 1]! < 130) dark++;
    // Five 15x21 glyphs are well over 300 dark pixels; noise alone is not.
    expect(dark).toBeGreaterThan(300);
  });

  it('refuses characters the font does not have', () => {
    expect(() => renderCaptchaPng('A')).toThrow(/glyph/);
  });
});

describe('CaptchaStore', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
  });
  afterEach(() => db.close());

  it('hands an answer out once', () => {
    const store = new CaptchaStore(db, fakeClock().now);
    const uuid = store.create('8');
    expect(store.peek(uuid)).toBe('8');
    expect(store.take(uuid)).toBe('8');
    expect(store.take(uuid)).toBeNull();
    expect(store.peek(uuid)).toBeNull();
  });

  it('forgets answers after two minutes', () => {
    const clock = fakeClock();
    const store = new CaptchaStore(db, clock.now);
    const uuid = store.create('3');
    clock.advance(120_000);
    expect(store.peek(uuid)).toBeNull();
    expect(store.take(uuid)).toBeNull();
  });

  it('purges expired rows when new captchas are made', () => {
    const clock = fakeClock();
    const store = new CaptchaStore(db, clock.now);
    store.create('1');
    store.create('2');
    clock.advance(120_001);
    store.create('3');
    expect(db.prepare('SELECT COUNT(*) AS n FROM captchas').get()).toEqual({ n: 1 });
  });
});
