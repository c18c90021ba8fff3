import { PNG } from 'pngjs';
import { openDatabase, type Db } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { fakeClock } from '../testing/harness';
import { ANSWER_COUNT, makeChallenge } from './captcha-challenge';
import { GLYPHS } from './captcha-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from './captcha-image';
import { CaptchaStore } from './captcha-store';

describe('makeChallenge', () => {
  const sequence = (...values: number[]) => {
    let i = 0;
    return () => values[i++]!;
  };

  it('draws the answer first, then one of its questions, and writes both', () => {
    // Answer 0 (the first of the 40): 0+0, then the subtractions a-a, then the products with a 0.
    expect(makeChallenge(sequence(0, 0))).toEqual({ text: '0+0=?', answer: '0' });
    expect(makeChallenge(sequence(0, 3))).toEqual({ text: '2-2=?', answer: '0' });
    // The last answer, 81, has one question.
    expect(makeChallenge(sequence(ANSWER_COUNT - 1, 0))).toEqual({ text: '9x9=?', answer: '81' });
    expect(ANSWER_COUNT).toBe(40);
  });

  it('never asks a subtraction below zero', () => {
    for (let answer = 0; answer < ANSWER_COUNT; answer++) {
      for (let q = 0; ; q++) {
        let asked = 0;
        const c = makeChallenge((_min, max) => (asked++ === 0 ? answer : Math.min(q, max - 1)));
        if (c.text[1] === '-') expect(Number(c.text[0])).toBeGreaterThanOrEqual(Number(c.text[2]));
        expect(Number(c.answer)).toBeGreaterThanOrEqual(0);
        if (q > 60) break;
      }
    }
  });

  it('always answers a small non-negative integer drawable by the font', () => {
    for (let i = 0; i < 300; i++) {
      const c = makeChallenge();
      expect(c.answer).toMatch(/^\d{1,2}$/);
      expect(c.text).toMatch(/^\d[+\-x]\d=\?$/);
      for (const ch of c.text) expect(GLYPHS.has(ch)).toBe(true);
    }
  });

  /** What the question asks, worked out from its text. */
  const solve = (text: string): number => {
    const [, a, op, b] = /^(\d)([+\-x])(\d)=\?$/.exec(text)!;
    return op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
  };

  it('spreads its answers: no answer comes up more than about one time in twenty (issue 30)', () => {
    const draws = 6000;
    const counts = new Map<string, number>();
    const ops = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const c = makeChallenge();
      expect(String(solve(c.text))).toBe(c.answer);
      counts.set(c.answer, (counts.get(c.answer) ?? 0) + 1);
      ops.set(c.text[1]!, (ops.get(c.text[1]!) ?? 0) + 1);
    }
    const commonest = Math.max(...counts.values());
    // Guessing the commonest answer (0 drew 1 in 12 before) passes at most 1 in 20.
    expect(commonest / draws).toBeLessThanOrEqual(1 / 20);
    // Still all three kinds of question.
    expect([...ops.keys()].sort()).toEqual(['+', '-', 'x']);
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
