/** One measured figure of `npm run bench`, with its budget. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: string;
  pass: boolean;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

export const atMost = (name: string, value: number, unit: string, limit: number): Figure => ({ name, value: round(value), unit, budget: `<= ${limit} ${unit}`, pass: value <= limit });

/** Runs one bench file on its own (`node -r ts-node/register/transpile-only bench/...`): prints its figures, exits 1 on a miss. */
export function runAlone(bench: () => Promise<Figure[]>, print = (figures: Figure[]) => figures.forEach((f) => console.log(`${f.name}: ${f.value} ${f.unit} (${f.budget}) ${f.pass ? 'pass' : 'FAIL'}`))): void {
  bench().then(
    (figures) => {
      print(figures);
      process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
