import { HEADER_THEMES, type HeaderTheme } from '@coverline/engine';
import type { Density } from '../theme/createAppTheme.js';

export type SidebarVariant = 'persistent' | 'temporary' | 'permanent';
export type SidebarStyle = 'fullHeight' | 'clipped';
export type SidebarView = 'full' | 'mini';
export type ContainerStyle = 'fluid' | 'boxed';

export interface SidebarSettings {
  variant: SidebarVariant;
  style: SidebarStyle;
  view: SidebarView;
  open: boolean;
}

/** The layout options (sidebar, density, …) as the user chose them (kept in local storage). */
export interface LayoutSettings {
  /** Unset: the tenant's header theme. */
  theme?: HeaderTheme;
  sidebar: SidebarSettings;
  density: Density;
  container: ContainerStyle;
  headerVisible: boolean;
  footerVisible: boolean;
}

export const SIDEBAR_VARIANTS: readonly SidebarVariant[] = ['persistent', 'temporary', 'permanent'];
export const SIDEBAR_STYLES: readonly SidebarStyle[] = ['fullHeight', 'clipped'];
export const SIDEBAR_VIEWS: readonly SidebarView[] = ['full', 'mini'];
export const DENSITIES: readonly Density[] = ['standard', 'compact', 'comfortable'];
export const CONTAINER_STYLES: readonly ContainerStyle[] = ['fluid', 'boxed'];

export const DEFAULT_LAYOUT: LayoutSettings = {
  sidebar: { variant: 'persistent', style: 'clipped', view: 'full', open: true },
  density: 'standard',
  container: 'fluid',
  headerVisible: true,
  footerVisible: true,
};

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Settings read back from storage: anything unknown or missing takes its default. */
export function parseLayoutSettings(stored: unknown): LayoutSettings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const sidebar = (
    typeof value.sidebar === 'object' && value.sidebar !== null ? value.sidebar : {}
  ) as Record<string, unknown>;
  const defaults = DEFAULT_LAYOUT.sidebar;
  const settings: LayoutSettings = {
    sidebar: {
      variant: oneOf(SIDEBAR_VARIANTS, sidebar.variant, defaults.variant),
      style: oneOf(SIDEBAR_STYLES, sidebar.style, defaults.style),
      view: oneOf(SIDEBAR_VIEWS, sidebar.view, defaults.view),
      open: flag(sidebar.open, defaults.open),
    },
    density: oneOf(DENSITIES, value.density, DEFAULT_LAYOUT.density),
    container: oneOf(CONTAINER_STYLES, value.container, DEFAULT_LAYOUT.container),
    headerVisible: flag(value.headerVisible, DEFAULT_LAYOUT.headerVisible),
    footerVisible: flag(value.footerVisible, DEFAULT_LAYOUT.footerVisible),
  };
  if (HEADER_THEMES.includes(value.theme as HeaderTheme)) settings.theme = value.theme as HeaderTheme;
  return settings;
}
