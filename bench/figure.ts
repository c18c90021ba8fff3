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
