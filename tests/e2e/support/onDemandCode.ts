import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './paths.js';

/** The production build the stories' servers serve, with its source maps. */
const ASSETS = join(REPO_ROOT, 'packages/app/dist/assets');

/** The source files that the scripts at `paths` (`/assets/x.js`) were built from, read in their source maps. */
function sourcesOf(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const map = join(ASSETS, `${path.split('/').at(-1)}.map`);
    // the bundler's own runtime comes without a map
    if (!existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  });
}

/** The paths of the scripts `page` downloaded since its document opened. */
async function downloadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

/** The engine's code that a browser loads only when a screen needs it. */
export interface OnDemandCode {
  /** The formula language (cel-js) with the engine's formula runtime. */
  formula: boolean;
  /** react-querybuilder's CEL parser, which no page should download. */
  parseCEL: boolean;
  /** The engine's validator. */
  validator: boolean;
}

/**
 * Which of the engine's code loaded on demand the scripts at `paths` hold (by default all that `page`
 * downloaded), and whether react-querybuilder's CEL parser, which display conditions no longer need, is among
 * them: what they were built from, read in the build's source maps.
 */
export async function onDemandCodeLoaded(page: Page, paths?: readonly string[]): Promise<OnDemandCode> {
  const sources = sourcesOf(paths ?? (await downloadedScripts(page)));
  const has = (pattern: RegExp) => sources.some((source) => pattern.test(source));
  return {
    formula: has(/\/@marcbachmann\/cel-js\//) || has(/\/engine\/src\/formula\/compileFormulas\.ts$/),
    parseCEL: has(/\/@react-querybuilder\/core\/.*parseCEL/),
    validator: has(/\/engine\/src\/validate\/schemaInterpreter\.ts$/),
  };
}
