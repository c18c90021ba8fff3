/**
 * Holds back the session's news for the components of a part of the page that is not
 * shown (the shell waiting behind the login page, ShellFrame): while held, their
 * notifications wait here, each once; released, they are delivered, and each component
 * re-renders only if what it selects has changed. An object passed down once rather
 * than a context value that changes: a changed value would make React visit every
 * component of the shell looking for its readers.
 */
export class SessionHold {
  private held = false;
  private readonly waiting = new Set<() => void>();

  /** Delivers `notify` now, or when released if held. */
  pass(notify: () => void): void {
    if (this.held) this.waiting.add(notify);
    else notify();
  }

  /** Forgets a waiting notification (its component unsubscribed). */
  drop(notify: () => void): void {
    this.waiting.delete(notify);
  }

  hold(): void {
    this.held = true;
  }

  /** Stops holding and delivers what waited, in order. */
  release(): void {
    this.held = false;
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const notify of waiting) notify();
  }
}
