import Cookies from 'js-cookie';
import { deviceForWidth, readInitialAppState, sidebarOpenedFrom, sizeFrom } from './appState';

describe('app state helpers', () => {
  afterEach(() => {
    Cookies.remove('sidebarStatus');
    Cookies.remove('size');
  });

  it('is mobile below 992 px (width minus 1 below 992)', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('mobile');
    expect(deviceForWidth(993)).toBe('desktop');
    expect(deviceForWidth(1280)).toBe('desktop');
  });

  it('reads the sidebar cookie: 1 opened, 0 closed, opened when absent', () => {
    expect(sidebarOpenedFrom('1')).toBe(true);
    expect(sidebarOpenedFrom('0')).toBe(false);
    expect(sidebarOpenedFrom(undefined)).toBe(true);
  });

  it('defaults the size to small and ignores unknown cookie values', () => {
    expect(sizeFrom(undefined)).toBe('small');
    expect(sizeFrom('mini')).toBe('mini');
    expect(sizeFrom('huge')).toBe('small');
  });

  it('starts from the cookies on desktop and closed on mobile', () => {
    Cookies.set('sidebarStatus', '0');
    Cookies.set('size', 'medium');
    expect(readInitialAppState(1280)).toEqual({ sidebar: { opened: false, withoutAnimation: false }, device: 'desktop', size: 'medium' });
    Cookies.set('sidebarStatus', '1');
    expect(readInitialAppState(600).sidebar.opened).toBe(false);
  });
});
