import { darken, getContrastRatio } from '@mui/system/colorManipulator';

/** The console's font stack, for MUI's typography and the login page alike. */
export const FONT_FAMILY = ['-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', '"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"WenQuanYi Zen Hei"', 'sans-serif'].join(',');

/** The few theme values the login page's emotion styles read (src/views/login/loginStyles.ts). */
export interface ThemeTokens {
  palette: {
    primary: { main: string; dark: string; contrastText: string };
    error: { main: string };
    background: { paper: string; default: string };
    text: { primary: string; secondary: string };
  };
  shadows: readonly string[];
}

const TEXT = 'rgba(0, 0, 0, 0.87)';
/** The page background behind the cards (MUI's `background.default` too). */
export const BACKGROUND = '#f0f2f5';
const WHITE = '#fff';
// MUI's elevation 6, the only shadow the login card uses.
const SHADOW_6 = '0px 3px 5px -1px rgba(0,0,0,0.2),0px 6px 10px 0px rgba(0,0,0,0.14),0px 1px 18px 0px rgba(0,0,0,0.12)';

/**
 * The tokens as MUI's `createTheme` derives them from the settings' colour (its tonal
 * offset 0.2 and contrast threshold 3), without loading MUI's theme machinery: the login
 * page renders with these before the shell's code arrives (docs/performance.md, /login).
 * muiTheme.test.ts holds both to the same values.
 */
export function themeTokens(primary: string): ThemeTokens {
  return {
    palette: {
      primary: { main: primary, dark: darken(primary, 0.3), contrastText: getContrastRatio(primary, WHITE) >= 3 ? WHITE : TEXT },
      error: { main: '#d32f2f' },
      background: { paper: WHITE, default: BACKGROUND },
      text: { primary: TEXT, secondary: 'rgba(0, 0, 0, 0.6)' },
    },
    shadows: ['none', '', '', '', '', '', SHADOW_6],
  };
}
