import { screen, within } from '@testing-library/react';
import { httpEvents } from '../api/httpEvents';
import type { AppStore } from '../app/store';
import type { FakeHttp } from './fakeHttp';

/* What the screen tests read again and again: the calls a page made, what it told the user, its tables. */

type WithNotifications = Pick<AppStore, 'getState'>;

/** The requests the fake network saw for one "METHOD url" key, oldest first. */
export function calls(http: FakeHttp, key: string): FakeHttp['calls'] {
  return http.calls.filter((call) => call.key === key);
}

/** The notifications shown so far, as "severity:message", oldest first. */
export function messages(store: WithNotifications): string[] {
  return store.getState().notifications.items.map((n) => `${n.severity}:${n.message}`);
}

/** The notifications' text alone, oldest first. */
export function notices(store: WithNotifications): string[] {
  return store.getState().notifications.items.map((n) => n.message);
}

/** The epoch ms of a local wall-clock "yyyy-MM-dd HH:mm:ss": how yshop sends a time the embedded server sends as that text. */
export function epochOf(text: string): number {
  const [date = '', time = ''] = text.split(' ');
  const [y = 0, m = 1, d] = date.split('-').map(Number);
  const [h, min, s] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min, s).getTime();
}

/**
 * Whole pages over the fake network, typed into key by key: on a loaded two-core machine a test
 * takes longer than the global time-out. Call at a test file's top level.
 */
export function allowSlowScreens(ms = 30_000): void {
  jest.setTimeout(ms);
}

/**
 * The messages of the calls that failed during the current test, as the console's one error
 * presenter would show them. Call at a test file's top level: it subscribes before each test
 * and stops after it; the list it returns starts empty each test.
 */
export function captureHttpErrors(): readonly string[] {
  const errors: string[] = [];
  let stop = () => {};
  beforeEach(() => {
    errors.length = 0;
    stop = httpEvents.subscribe((event) => errors.push(event.error.message));
  });
  afterEach(() => stop());
  return errors;
}

/** The list table a page labels `name`, and its row whose accessible name contains `text` (a pattern). */
export function listTable(name: string) {
  const table = () => screen.getByRole('table', { name });
  const row = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });
  return { table, row };
}

/** The column headers' text within a table (or a region holding one), left to right. */
export function columnHeaders(container: HTMLElement): (string | null)[] {
  return within(container).getAllByRole('columnheader').map((cell) => cell.textContent);
}

/** A row's cells' text, left to right. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}
