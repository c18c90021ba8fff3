import { createTheme, type Theme } from '@mui/material/styles';
import type { Size } from '../appState/appState';
import { defaultSettings } from './settings';
import { BACKGROUND, FONT_FAMILY } from './themeTokens';

/** How each layout size of SPEC.md maps onto Material UI density. */
export const densityBySize: Record<Size, { fontSize: number; spacing: number; control: 'medium' | 'small'; dense: boolean }> = {
  default: { fontSize: 14, spacing: 8, control: 'medium', dense: false },
  medium: { fontSize: 14, spacing: 7, control: 'medium', dense: true },
  small: { fontSize: 13, spacing: 7, control: 'small', dense: true },
  mini: { fontSize: 12, spacing: 6, control: 'small', dense: true },
};

/**
 * What an operator who asked their system for less motion (`prefers-reduced-motion: reduce`)
 * gets: no transitions (menus, dialogs, folders and tabs appear at once) and no ripple on a
 * press. Progress indicators keep turning: they say that something is under way.
 */
const NO_MOTION = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

export function createAppTheme(primary: string = defaultSettings.theme, size: Size = 'small', reducedMotion = false): Theme {
  const density = densityBySize[size];
  const control = { defaultProps: { size: density.control } };
  return createTheme({
    ...(reducedMotion ? NO_MOTION : {}),
    palette: { primary: { main: primary }, background: { default: BACKGROUND } },
    spacing: density.spacing,
    typography: {
      fontSize: density.fontSize,
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none' },
    },
    shape: { borderRadius: 4 },
    components: {
      MuiButton: control,
      MuiIconButton: control,
      MuiTextField: control,
      MuiFormControl: control,
      MuiInputBase: control,
      MuiSelect: control,
      MuiChip: control,
      MuiSwitch: control,
      MuiCheckbox: control,
      MuiRadio: control,
      MuiToggleButton: control,
      MuiTable: { defaultProps: { size: density.dense ? 'small' : 'medium' } },
      MuiMenuItem: { defaultProps: { dense: density.dense } },
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    },
  });
}
