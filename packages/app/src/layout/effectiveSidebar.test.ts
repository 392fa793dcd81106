import { describe, expect, it } from 'vitest';
import { effectiveSidebar, toggledSidebar } from './effectiveSidebar.js';
import type { SidebarSettings } from './layoutSettings.js';

const chosen: SidebarSettings = { variant: 'permanent', style: 'clipped', view: 'mini', open: true };

describe('the sidebar', () => {
  it('follows the user’s options on wide screens', () => {
    expect(effectiveSidebar(chosen, false, false)).toEqual(chosen);
  });

  it('becomes temporary, full view and closed below 1200 px', () => {
    expect(effectiveSidebar(chosen, true, false)).toEqual({
      variant: 'temporary',
      style: 'clipped',
      view: 'full',
      open: false,
    });
    expect(effectiveSidebar(chosen, true, true).open).toBe(true);
  });

  it('gets its options back when the screen is wide again, as they were never changed', () => {
    effectiveSidebar(chosen, true, true);
    expect(effectiveSidebar(chosen, false, true)).toEqual(chosen);
  });

  it('opens and closes with the header button, or switches a permanent one between full and mini', () => {
    expect(toggledSidebar({ ...chosen, variant: 'persistent', open: true }).open).toBe(false);
    expect(toggledSidebar(chosen)).toEqual({ ...chosen, view: 'full' });
  });
});
