import { randomInt } from 'node:crypto';

export interface Challenge {
  /** What the image shows, e.g. `3+5=?`. */
  text: string;
  /** The expected answer, e.g. `8`; always a small non-negative integer. */
  answer: string;
}

export type RandomInt = (minInclusive: number, maxExclusive: number) => number;

/** An arithmetic question on single digits, as the originals' ArithmeticCaptcha draws. */
export function makeChallenge(rand: RandomInt = randomInt): Challenge {
  const op = (['+', '-', 'x'] as const)[rand(0, 3)]!;
  let a = rand(0, 10);
  let b = rand(0, 10);
  // Keep answers non-negative so the user never types a minus sign.
  if (op === '-' && b > a) [a, b] = [b, a];
  const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
  return { text: `${a}${op}${b}=?`, answer: String(answer) };
}
