import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { selectSize } from '../appState/slice';
import { createAppTheme } from './muiTheme';
import { selectSettings } from './slice';

/**
 * Material UI's theme from the settings' colour and the layout size, around the parts
 * drawn with MUI components: the shell, the error pages, the notification stack and the
 * session dialog. All of them load after /login renders, so this (and MUI's theme code)
 * stays out of the login page's download (docs/performance.md). Changing the colour, the
 * size or the system's reduced-motion setting re-themes each of them at once. `baseline`:
 * MUI's CssBaseline, for a part that is a whole page.
 */
export function MuiThemed({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  const { theme: colour } = useSelector(selectSettings);
  const size = useSelector(selectSize);
  // The system's setting, followed live (it can change while the console is open).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(colour, size, reducedMotion), [colour, size, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}
