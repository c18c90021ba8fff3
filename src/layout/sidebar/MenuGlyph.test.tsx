import { render } from '@testing-library/react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { SvgIconComponent } from '../../shared/icons/menuIcons';
import { glyphOf, MenuGlyph } from './MenuGlyph';

describe('MenuGlyph', () => {
  it('draws the Material icon\'s own paths in a plain, hidden svg', () => {
    const { container } = render(<MenuGlyph icon="index" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).not.toHaveClass('MuiSvgIcon-root');
    const { container: mui } = render(<DashboardIcon />);
    expect(svg?.innerHTML).toBe(mui.querySelector('svg')?.innerHTML);
  });

  it('draws an icon it cannot read the paths of with MUI', () => {
    const Plain = (() => <svg data-testid="plain" />) as unknown as SvgIconComponent;
    expect(glyphOf(Plain)).toBeNull();
  });
});
