const pending: (() => void)[] = [];

/** Registers clean-up (stop actors, close channels) to run after the current test. */
export function disposeAfterTest(dispose: () => void): void {
  pending.push(dispose);
}

export function runDisposers(): void {
  while (pending.length > 0) {
    try {
      pending.pop()?.();
    } catch (error) {
      console.error(error);
    }
  }
}
