import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens a TreeSelect's popup and waits, as a person does, until it has settled: the popup
 * moves focus into its tree once it has opened, and keys typed before that land nowhere.
 * Returns that tree.
 */
export async function openTreePicker(user: UserEvent, button: HTMLElement): Promise<HTMLElement> {
  await user.click(button);
  let tree: HTMLElement | null = null;
  await waitFor(() => {
    tree = document.activeElement?.closest<HTMLElement>('[role="tree"]') ?? null;
    expect(tree).not.toBeNull();
  });
  return tree as unknown as HTMLElement;
}
