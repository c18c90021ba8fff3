import type { ApiError } from './apiError';

/**
 * What the API layer tells the rest of the console about calls. The base query only
 * reports; turning a failure into a notification, the session-expired dialog or a
 * redirect is the job of one presenter in src/app, so the API never touches UI.
 */
export interface HttpEvent {
  type: 'error';
  error: ApiError;
  endpoint: string;
  /**
   * The Authorization token the call was sent with (undefined: none). A failure speaks
   * for that token only: a 401 of the previous user's call, or of one sent without a
   * token, says nothing about a session signed in since.
   */
  token: string | undefined;
}

type Listener = (event: HttpEvent) => void;

const listeners = new Set<Listener>();

export const httpEvents = {
  /** Returns the function that unsubscribes. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  emit(event: HttpEvent): void {
    // A faulty listener must not break the call or the other listeners.
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error('httpEvents listener failed', error);
      }
    }
  },
};
