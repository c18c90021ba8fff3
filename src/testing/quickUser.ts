import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { config as transitions } from 'react-transition-group';

/**
 * A screen suite's user without the costs that dominated the order suites (issue 31): no
 * pause between keystrokes (the default 0 ms delay is a macrotask per key), no
 * pointer-events check (it reads the computed style of every ancestor on each click; the
 * screens set no pointer-events), and MUI transitions off (each otherwise waits out its
 * 225 ms in real time). Call at a test file's top level; a new user is set up before each
 * test, and the returned object always acts as the current one.
 */
export function quickUser(): UserEvent {
  transitions.disabled = true;
  let current: UserEvent | undefined;
  beforeEach(() => {
    current = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  });
  return new Proxy({} as UserEvent, {
    get: (_target, key) => {
      if (!current) throw new Error('quickUser: used outside a test');
      return Reflect.get(current, key);
    },
  });
}

/** Text entered as one input event (focus, then paste): each typed key would re-render the form. */
export async function typeInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
