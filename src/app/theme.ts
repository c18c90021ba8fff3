import { createTheme, type Theme } from '@mui/material/styles';

export const DEFAULT_PRIMARY = '#1890ff';

export function createAppTheme(primary: string = DEFAULT_PRIMARY): Theme {
  return createTheme({
    palette: { primary: { main: primary }, background: { default: '#f0f2f5' } },
    typography: {
      fontFamily: [
        '-apple-system',
        'BlinkMacSystemFont',
        '"Segoe UI"',
        '"PingFang SC"',
        '"Hiragino Sans GB"',
        '"Microsoft YaHei"',
        '"WenQuanYi Zen Hei"',
        'sans-serif',
      ].join(','),
      button: { textTransform: 'none' },
    },
    shape: { borderRadius: 4 },
  });
}
