import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, parseLayoutSettings } from './layoutSettings.js';

describe('stored layout settings', () => {
  it('are read back as saved', () => {
    const saved = {
      theme: 'theme-4',
      sidebar: { variant: 'temporary', style: 'fullHeight', view: 'mini', open: false },
      density: 'compact',
      container: 'boxed',
      headerVisible: false,
      footerVisible: false,
    };
    expect(parseLayoutSettings(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('take defaults for anything missing or unknown', () => {
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings({ theme: 'theme-9', density: 'huge', sidebar: { view: 'mini' } })).toEqual({
      ...DEFAULT_LAYOUT,
      sidebar: { ...DEFAULT_LAYOUT.sidebar, view: 'mini' },
    });
  });
});
