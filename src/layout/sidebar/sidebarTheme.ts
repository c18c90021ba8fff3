/** The originals' fixed menu colours and widths (SPEC.md section 9). */
export const sidebarColours = {
  background: '#304156',
  submenuBackground: '#1f2d3d',
  hover: '#263445',
  text: '#bfcbd9',
  activeText: '#409eff',
  title: '#ffffff',
} as const;

export const SIDEBAR_WIDTH = 205;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
