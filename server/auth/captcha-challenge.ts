import { randomInt } from 'node:crypto';

export interface Challenge {
  /** What the image shows, e.g. `3+5=?`. */
  text: string;
  /** The expected answer, e.g. `8`; always a small non-negative integer. */
  answer: string;
}

export type RandomInt = (minInclusive: number, maxExclusive: number) => number;

type Op = '+' | '-' | 'x';

/**
 * Every question on single digits the originals' ArithmeticCaptcha asks (a subtraction
 * never going below zero), grouped by its answer, smallest answer first: 40 answers, 0 to
 * 18 and the products above.
 */
const BY_ANSWER: readonly (readonly string[])[] = (() => {
  const groups = new Map<number, string[]>();
  for (const op of ['+', '-', 'x'] as const satisfies readonly Op[]) {
    for (let a = 0; a < 10; a++) {
      for (let b = 0; b < 10; b++) {
        if (op === '-' && b > a) continue;
        const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
        const group = groups.get(answer) ?? [];
        group.push(`${a}${op}${b}=?`);
        groups.set(answer, group);
      }
    }
  }
  return [...groups.entries()].sort(([x], [y]) => x - y).map(([, questions]) => questions);
})();

const answerOf = (text: string): string => {
  const a = Number(text[0]);
  const b = Number(text[2]);
  return String(text[1] === '+' ? a + b : text[1] === '-' ? a - b : a * b);
};

/**
 * An arithmetic question on single digits. The answer is drawn first, evenly among the
 * 40 possible ones, then one of the questions with that answer: drawing the operands
 * evenly made 0 the answer one time in ten (every `a-a`, every `0xb`), so typing 0
 * passed that often (issue 30). Now no answer comes up more than one time in 40.
 */
export function makeChallenge(rand: RandomInt = randomInt): Challenge {
  const group = BY_ANSWER[rand(0, BY_ANSWER.length)]!;
  const text = group[rand(0, group.length)]!;
  return { text, answer: answerOf(text) };
}

/** How many distinct answers a challenge may have (for tests and docs). */
export const ANSWER_COUNT = BY_ANSWER.length;
