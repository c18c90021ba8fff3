import { configureStore } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { appStateCookies } from './persistence';
import { appSlice, closeSidebar, setSize, toggleDevice, toggleSidebar } from './slice';

function makeStore() {
  return configureStore({ reducer: { app: appSlice.reducer }, middleware: (gDM) => gDM().concat(appStateCookies) });
}

describe('app slice', () => {
  afterEach(() => {
    Cookies.remove('sidebarStatus');
    Cookies.remove('size');
  });

  it('toggles the sidebar and remembers the choice in the cookie', () => {
    const store = makeStore();
    store.dispatch(toggleSidebar());
    expect(store.getState().app.sidebar).toEqual({ opened: false, withoutAnimation: false });
    expect(Cookies.get('sidebarStatus')).toBe('0');
    store.dispatch(toggleSidebar());
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('closes without animation when going mobile and does not overwrite the desktop choice', () => {
    const store = makeStore();
    store.dispatch(toggleDevice('mobile'));
    store.dispatch(closeSidebar({ withoutAnimation: true }));
    expect(store.getState().app.sidebar).toEqual({ opened: false, withoutAnimation: true });
    expect(store.getState().app.device).toBe('mobile');
    expect(Cookies.get('sidebarStatus')).toBeUndefined();
  });

  it('keeps the size in the size cookie', () => {
    const store = makeStore();
    store.dispatch(setSize('mini'));
    expect(store.getState().app.size).toBe('mini');
    expect(Cookies.get('size')).toBe('mini');
  });
});
