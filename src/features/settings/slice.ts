import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applySetting, defaultSettings } from './settings';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultSettings,
  reducers: {
    changeSetting: (state, action: PayloadAction<{ key: string; value: unknown }>) => applySetting(state, action.payload),
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { changeSetting } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
