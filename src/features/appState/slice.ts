import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppState, Device, Size } from './appState';

const initialState: AppState = { sidebar: { opened: true, withoutAnimation: false }, device: 'desktop', size: 'small' };

/** Sidebar, device and size. Pure: the cookies are written by the listener in persistence.ts. */
export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    toggleSidebar(state) {
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
    },
    closeSidebar(state, action: PayloadAction<{ withoutAnimation: boolean }>) {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload.withoutAnimation;
    },
    toggleDevice(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
    setSize(state, action: PayloadAction<Size>) {
      state.size = action.payload;
    },
  },
  selectors: {
    selectSidebar: (state) => state.sidebar,
    selectDevice: (state) => state.device,
    selectSize: (state) => state.size,
  },
});

export const { toggleSidebar, closeSidebar, toggleDevice, setSize } = appSlice.actions;
export const { selectSidebar, selectDevice, selectSize } = appSlice.selectors;
