import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useTheme } from '@mui/material/styles';
import { appSlice, setSize } from '../appState/slice';
import { MuiThemed } from './MuiThemed';
import { changeSetting, settingsSlice } from './slice';
import { readStyles } from '../../testing/emotionCacheMock';

// The properties these tests assert, beside those every test file gets (emotionCacheMock).
readStyles('margin', 'background-color');

function Probe() {
  const theme = useTheme();
  return (
    <output>
      {theme.palette.primary.main} {theme.typography.fontSize} {theme.transitions.create('opacity')}
    </output>
  );
}

function renderThemed() {
  const store = configureStore({ reducer: { [settingsSlice.reducerPath]: settingsSlice.reducer, [appSlice.reducerPath]: appSlice.reducer } });
  render(
    <Provider store={store}>
      <MuiThemed baseline>
        <Probe />
      </MuiThemed>
    </Provider>,
  );
  return store;
}

describe('<MuiThemed/>', () => {
  it('hands MUI components the theme of the settings’ colour and the layout size, and follows both', () => {
    const store = renderThemed();
    expect(screen.getByRole('status')).toHaveTextContent(/^#1890ff 13 opacity /);
    act(() => {
      store.dispatch(changeSetting({ key: 'theme', value: '#11a983' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^#11a983 13 /);
    act(() => {
      store.dispatch(setSize('mini'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^#11a983 12 /);
  });

  it('sets MUI’s page baseline when asked: no body margin, the console’s background', () => {
    renderThemed();
    expect(getComputedStyle(document.body).margin).toBe('0px');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(240, 242, 245)');
  });

  it('follows the system’s reduced-motion setting, live: no transitions while it is on', () => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    let reduce = true;
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes('prefers-reduced-motion: reduce') && reduce;
      },
      media: query,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    try {
      renderThemed();
      expect(screen.getByRole('status')).toHaveTextContent(/^#1890ff 13 none$/);
      act(() => {
        reduce = false;
        listeners.forEach((listener) => listener({ matches: false } as MediaQueryListEvent));
      });
      expect(screen.getByRole('status')).toHaveTextContent(/^#1890ff 13 opacity \d+ms/);
    } finally {
      window.matchMedia = original;
    }
  });
});
