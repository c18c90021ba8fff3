import type { Theme as MuiTheme } from '@mui/material/styles';

// MUI's ThemeProvider hands its theme to emotion too: components styled with
// @emotion/styled directly (the login page) read the same theme.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the interface is the point
  export interface Theme extends MuiTheme {}
}
