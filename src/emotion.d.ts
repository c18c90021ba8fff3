import type { ThemeTokens } from './features/settings/themeTokens';

// Components styled with @emotion/styled directly (the login page) read the tokens
// ThemedApp provides, or the full MUI theme MuiThemed hands emotion (a superset).
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the interface is the point
  export interface Theme extends ThemeTokens {}
}
