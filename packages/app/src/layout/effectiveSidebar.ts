import type { SidebarSettings } from './layoutSettings.js';

/** Below this viewport width the sidebar opens over the page. */
export const DESKTOP_BREAKPOINT = 1200;

/**
 * The sidebar as shown: the user's options on wide screens; on narrow ones temporary, full view, and open only
 * while the user has opened it there. The options themselves are never changed, so widening restores them.
 */
export function effectiveSidebar(
  chosen: SidebarSettings,
  narrow: boolean,
  openOnNarrow: boolean,
): SidebarSettings {
  if (!narrow) return chosen;
  return { variant: 'temporary', style: chosen.style, view: 'full', open: openOnNarrow };
}

/**
 * What the header's sidebar button changes on a wide screen: a permanent sidebar cannot close, so the
 * button switches it between full and mini view; the others open and close.
 */
export function toggledSidebar(chosen: SidebarSettings): SidebarSettings {
  if (chosen.variant === 'permanent') return { ...chosen, view: chosen.view === 'full' ? 'mini' : 'full' };
  return { ...chosen, open: !chosen.open };
}
