/**
 * How long a sign-in refusal is kept: the sign-in log deletes older rows (at most once an
 * hour, on a write) and the log sweeper in the background, so both read it here.
 */
export const REFUSALS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;
