import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './paths.js';

/** The production build the stories' servers serve, with its source maps. */
const ASSETS = join(REPO_ROOT, 'packages/app/dist/assets');

/** The source files that the scripts `page` downloaded since its document opened were built from. */
async function loadedSources(page: Page): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  return scripts.flatMap((path) => {
    const map = join(ASSETS, `${path.split('/').at(-1)}.map`);
    // the bundler's own runtime comes without a map
    if (!existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  });
}

/**
 * Whether the page downloaded the formula language (cel-js), and react-querybuilder's CEL parser, which display
 * conditions no longer need: what its scripts were built from, read in the build's source maps.
 */
export async function formLanguagesLoaded(page: Page): Promise<{ formula: boolean; parseCEL: boolean }> {
  const sources = await loadedSources(page);
  return {
    formula: sources.some((source) => source.includes('/@marcbachmann/cel-js/')),
    parseCEL: sources.some((source) => /\/@react-querybuilder\/core\/.*parseCEL/.test(source)),
  };
}
