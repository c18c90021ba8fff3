import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Global, ThemeProvider } from '@emotion/react';
import { selectSettings } from '../features/settings/slice';
import { BACKGROUND, FONT_FAMILY, themeTokens } from '../features/settings/themeTokens';

// What the login page needs of MUI's CssBaseline; the shell brings the whole of it.
const BASELINE = {
  html: { boxSizing: 'border-box', WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', WebkitTextSizeAdjust: '100%' },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  body: { margin: 0, fontFamily: FONT_FAMILY, fontSize: 14, lineHeight: 1.5, color: 'rgba(0, 0, 0, 0.87)', backgroundColor: BACKGROUND },
} as const;

/**
 * The theme tokens from the settings' colour, for what renders before Material UI's
 * theme is loaded (the login page's emotion styles), and a minimal page baseline. The
 * parts drawn with MUI components wrap themselves in MuiThemed, which hands emotion the
 * full MUI theme built from the same colour: changing the colour re-themes everything
 * at once, offline (the originals fetched a stylesheet from a CDN).
 */
export function ThemedApp({ children }: { children: ReactNode }) {
  const { theme: colour } = useSelector(selectSettings);
  const tokens = useMemo(() => themeTokens(colour), [colour]);
  return (
    <ThemeProvider theme={tokens}>
      <Global styles={BASELINE} />
      {children}
    </ThemeProvider>
  );
}
