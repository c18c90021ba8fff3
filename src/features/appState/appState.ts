import Cookies from 'js-cookie';

/** SPEC.md section 3: App state. */
export type Device = 'desktop' | 'mobile';
export type Size = 'default' | 'medium' | 'small' | 'mini';

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  size: Size;
}

export const MOBILE_BREAKPOINT = 992;
export const SIZES: readonly Size[] = ['default', 'medium', 'small', 'mini'];

/** The originals' cookie names, so a switch of console keeps the operator's choices. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';

/** Mobile below 992 px: the originals compare `width - 1 < 992`. */
export const deviceForWidth = (width: number): Device => (width - 1 < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');

/** Cookie '1' opened, '0' closed; opened when nothing is stored. */
export const sidebarOpenedFrom = (cookie: string | undefined): boolean => cookie !== '0';

/** Small unless a valid size cookie says otherwise. */
export const sizeFrom = (cookie: string | undefined): Size => (SIZES.includes(cookie as Size) ? (cookie as Size) : 'small');

export function readInitialAppState(width: number): AppState {
  const device = deviceForWidth(width);
  // A phone starts with the overlay closed whatever the desktop choice was.
  const opened = device === 'mobile' ? false : sidebarOpenedFrom(Cookies.get(SIDEBAR_COOKIE));
  return { sidebar: { opened, withoutAnimation: false }, device, size: sizeFrom(Cookies.get(SIZE_COOKIE)) };
}

export function saveSidebarOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { sameSite: 'Lax' });
}

export function saveSize(size: Size): void {
  Cookies.set(SIZE_COOKIE, size, { sameSite: 'Lax' });
}
