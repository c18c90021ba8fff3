import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * SPEC.md section 3: Container state (the originals' `container` store module, used by
 * feature screens that switch between sub-components). Plain data only, so it stays
 * serialisable: `componentsData` holds JSON-like values.
 */
export interface ContainerState {
  terminal: number;
  activeComponent: string;
  componentsData: Record<string, unknown>;
}

export const DEFAULT_TERMINAL = 3;

const initialState: ContainerState = { terminal: DEFAULT_TERMINAL, activeComponent: '', componentsData: {} };

export const containerSlice = createSlice({
  name: 'container',
  initialState,
  reducers: {
    setTerminal: (state, action: PayloadAction<number>) => {
      state.terminal = action.payload;
    },
    setActiveComponent: (state, action: PayloadAction<string>) => {
      state.activeComponent = action.payload;
    },
    setComponentsData: (state, action: PayloadAction<Record<string, unknown>>) => {
      state.componentsData = action.payload;
    },
  },
  selectors: {
    selectContainer: (state) => state,
  },
});

export const { setTerminal, setActiveComponent, setComponentsData } = containerSlice.actions;
export const { selectContainer } = containerSlice.selectors;
