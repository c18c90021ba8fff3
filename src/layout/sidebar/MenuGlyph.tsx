import { isValidElement, type ReactNode } from 'react';
import { menuIcon, type SvgIconComponent } from '../../shared/icons/menuIcons';
import { menuClass } from './SidebarStyles';

// What a Material icon is made of (createSvgIcon): memo(forwardRef(render)), where
// render returns <SvgIcon>{the icon's paths}</SvgIcon>.
type IconInternals = { type?: { render?: (props: object, ref: null) => unknown } };

const glyphs = new Map<SvgIconComponent, ReactNode>();

/**
 * The drawing inside a Material icon (its paths), read once per icon from the icon's
 * own render; null when the icon is not built that way.
 */
export function glyphOf(Icon: SvgIconComponent): ReactNode {
  let glyph = glyphs.get(Icon);
  if (glyph === undefined) {
    glyph = null;
    try {
      const element = (Icon as unknown as IconInternals).type?.render?.({}, null);
      if (isValidElement<{ children?: ReactNode }>(element)) glyph = element.props.children ?? null;
    } catch {
      glyph = null;
    }
    glyphs.set(Icon, glyph);
  }
  return glyph;
}

/**
 * A menu entry's icon as a plain <svg> with the Material icon's paths: the sidebar
 * renders one per entry when the menus arrive at sign-in, and MUI's SvgIcon is a
 * styled component serialising its styles for each. An icon whose paths cannot be read
 * is drawn by MUI as before.
 */
export function MenuGlyph({ icon }: { icon: string | undefined }) {
  const Icon = menuIcon(icon);
  const glyph = glyphOf(Icon);
  if (glyph === null) return <Icon fontSize="small" className={menuClass.icon} />;
  return (
    <svg className={menuClass.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyph}
    </svg>
  );
}
