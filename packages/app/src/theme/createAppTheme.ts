import type { HeaderTheme } from '@coverline/engine';
import { createTheme, type Theme } from '@mui/material/styles';
import { FONT_STACK } from './fontStack.js';
import { THEMES } from './themes.js';

export type Density = 'standard' | 'compact' | 'comfortable';

/** Spacing unit per density: every margin and padding built with `theme.spacing` follows it. */
const SPACING: Readonly<Record<Density, number>> = { compact: 6, standard: 8, comfortable: 10 };

declare module '@mui/material/styles' {
  interface Palette {
    header: { main: string; contrastText: string };
  }
  interface PaletteOptions {
    header?: { main: string; contrastText: string };
  }
}

/** The MUI theme of a named theme at a density; the shell's breakpoints. */
export function createAppTheme(name: HeaderTheme, density: Density): Theme {
  const colors = THEMES[name];
  const compact = density === 'compact';
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
    spacing: SPACING[density],
    palette: {
      primary: { main: colors.primary },
      header: { main: colors.header, contrastText: '#ffffff' },
      background: { default: '#f4f6f8' },
    },
    typography: { fontFamily: FONT_STACK, button: { textTransform: 'none', fontWeight: 600 } },
    shape: { borderRadius: 8 },
    components: {
      MuiTextField: { defaultProps: { size: compact ? 'small' : 'medium' } },
      MuiButton: { defaultProps: { size: compact ? 'small' : 'medium' } },
      MuiListItemButton: { defaultProps: { dense: compact } },
      MuiIconButton: { defaultProps: { size: compact ? 'small' : 'medium' } },
    },
  });
}
