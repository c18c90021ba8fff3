import { act } from '@testing-library/react';
import { fakeHttp } from '../testing/fakeHttp';
import { warmUpShell } from './warmUp';

/**
 * Starts the warm-up inside act and lets React work (lazy code arriving, effects, the
 * unmount) in short act scopes until it has ended.
 */
async function warmUp(look: Parameters<typeof warmUpShell>[0]): Promise<void> {
  let ended = false;
  act(() => {
    void warmUpShell(look).then(() => (ended = true));
  });
  for (let i = 0; i < 200 && !ended; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(ended).toBe(true);
}

describe('warmUpShell', () => {
  // First: config.json is not loaded yet in this file, so the dashboard throws.
  it('still ends (and unmounts) when the sample cannot render', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bodyBefore = document.body.innerHTML;
    await warmUp({ theme: '#1890ff', size: 'small' });
    expect(document.body.innerHTML).toBe(bodyBefore);
    errors.mockRestore();
  });

  it('renders the shell off screen in the console colour, leaves its styles behind and nothing else', async () => {
    const http = await fakeHttp();
    const bodyBefore = document.body.innerHTML;
    const cookiesBefore = document.cookie;
    const storageBefore = { local: localStorage.length, session: sessionStorage.length };
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    await warmUp({ theme: '#11a983', size: 'small' });
    expect(document.body.innerHTML).toBe(bodyBefore);
    expect(document.cookie).toBe(cookiesBefore);
    expect({ local: localStorage.length, session: sessionStorage.length }).toEqual(storageBefore);
    expect(http.calls).toEqual([]);
    // Emotion kept the styles of the sidebar, top bar and dashboard, in the theme colour.
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).toContain('#11a983');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    errors.mockRestore();
    warnings.mockRestore();
  });
});
