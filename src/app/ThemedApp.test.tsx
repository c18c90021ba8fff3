import { useTheme } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { changeSetting } from '../features/settings/slice';
import { makeStore } from './store';
import { ThemedApp } from './ThemedApp';
import { readStyles } from '../testing/emotionCacheMock';

// The properties these tests assert, beside those every test file gets (emotionCacheMock).
readStyles('margin');

/** What the login page's emotion styles read of the theme. */
function LoginProbe() {
  const theme = useTheme();
  return (
    <output>
      {theme.palette.primary.main} {theme.palette.primary.dark} {theme.palette.primary.contrastText}
    </output>
  );
}

describe('<ThemedApp/>', () => {
  it('gives the login page the settings’ colour with its shades before any MUI code is loaded, and follows a change', () => {
    const store = makeStore({ devTools: false });
    render(
      <Provider store={store}>
        <ThemedApp>
          <LoginProbe />
        </ThemedApp>
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('#1890ff rgb(16, 100, 178) #fff');
    act(() => {
      store.dispatch(changeSetting({ key: 'theme', value: '#fadb14' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('#fadb14 rgb(175, 153, 14) rgba(0, 0, 0, 0.87)');
    // The page baseline the login page stands on.
    expect(getComputedStyle(document.body).margin).toBe('0px');
  });
});
