import { createAppTheme } from './theme';

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
});
