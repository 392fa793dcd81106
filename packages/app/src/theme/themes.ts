import type { HeaderTheme, PrimaryColor } from '@coverline/engine';

export interface ThemeColors {
  primaryColor: PrimaryColor;
  /** Buttons, links, the selected sidebar entry. */
  primary: string;
  /** The header bar; white text on it keeps a contrast of at least 4.5:1. */
  header: string;
}

/**
 * The five named themes: picking one sets both the header theme and the primary colour.
 * Every colour carries white text at WCAG AA contrast.
 */
export const THEMES: Readonly<Record<HeaderTheme, ThemeColors>> = {
  'theme-1': { primaryColor: 'green', primary: '#2e7d32', header: '#1b5e20' },
  'theme-2': { primaryColor: 'orange', primary: '#c2500a', header: '#a84300' },
  'theme-3': { primaryColor: 'darkBrown', primary: '#5d4037', header: '#3e2723' },
  'theme-4': { primaryColor: 'indigo', primary: '#3949ab', header: '#283593' },
  'theme-5': { primaryColor: 'darkNavy', primary: '#1f3a68', header: '#0f1b35' },
};

export const DEFAULT_THEME: HeaderTheme = 'theme-1';
