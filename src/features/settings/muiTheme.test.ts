import { createAppTheme } from './muiTheme';
import { themeTokens } from './themeTokens';

describe('createAppTheme', () => {
  it('uses the settings colour for the primary palette, offline', () => {
    expect(createAppTheme('#11a983').palette.primary.main).toBe('#11a983');
    expect(createAppTheme().palette.primary.main).toBe('#1890ff');
  });

  it('maps the layout size to density and font size', () => {
    const mini = createAppTheme('#1890ff', 'mini');
    const large = createAppTheme('#1890ff', 'default');
    expect(mini.typography.fontSize).toBe(12);
    expect(large.typography.fontSize).toBe(14);
    expect(mini.spacing(1)).toBe('6px');
    expect(large.spacing(1)).toBe('8px');
    expect(mini.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(large.components?.MuiButton?.defaultProps?.size).toBe('medium');
  });

  it.each(['#1890ff', '#11a983', '#fadb14', '#000000', '#ffffff', '#722ed1', 'rgb(245, 34, 45)'])(
    'derives from %s the same tokens the login page is drawn with before MUI is loaded',
    (colour) => {
      const theme = createAppTheme(colour);
      const tokens = themeTokens(colour);
      expect(tokens.palette.primary).toEqual({ main: theme.palette.primary.main, dark: theme.palette.primary.dark, contrastText: theme.palette.primary.contrastText });
      expect(tokens.palette.error.main).toBe(theme.palette.error.main);
      expect(tokens.palette.background).toEqual({ paper: theme.palette.background.paper, default: theme.palette.background.default });
      expect(tokens.palette.text).toEqual({ primary: theme.palette.text.primary, secondary: theme.palette.text.secondary });
      expect(tokens.shadows[6]).toBe(theme.shadows[6]);
    },
  );

  it('moves nothing for an operator who asked for reduced motion: no transitions, no ripple', () => {
    const still = createAppTheme('#1890ff', 'small', true);
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.getAutoHeightDuration(500)).toBe(0);
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    const moving = createAppTheme('#1890ff', 'small');
    expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase).toBeUndefined();
  });
});
