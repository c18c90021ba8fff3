import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { selectSettings } from '../features/settings/slice';
import { selectSize } from '../features/appState/slice';
import { createAppTheme } from './theme';

/**
 * The Material UI theme built from the settings' colour and the layout size: changing it re-themes every
 * component at once, offline (the originals fetched a stylesheet from a CDN).
 */
export function ThemedApp({ children }: { children: ReactNode }) {
  const { theme: colour } = useSelector(selectSettings);
  const size = useSelector(selectSize);
  const theme = useMemo(() => createAppTheme(colour, size), [colour, size]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
