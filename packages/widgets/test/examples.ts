/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileForm, type CompileContext, type CompiledForm, type ProductVersion } from '@coverline/engine';

// paths, not URLs: under jsdom `URL` is jsdom's, which node:fs does not accept
const EXAMPLES = join(fileURLToPath(import.meta.url), '../../../../examples');

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(EXAMPLES, path), 'utf8')) as T;
const readFolder = <T>(folder: string): T[] =>
  readdirSync(join(EXAMPLES, folder)).map((file) => readJson<T>(`${folder}/${file}`));

export type ExampleProduct = 'motor-insurance' | 'consumer-loan';

/** "Now" of every example compilation: the sample quote's dates lie around it. */
export const EXAMPLE_NOW = '2026-11-21T12:00:00';

/** An example product version compiled as the app would, with the example lookups and objects. */
export function compileExample(product: ExampleProduct, context: Partial<CompileContext> = {}): CompiledForm {
  const version = readJson<ProductVersion>(`products/${product}.json`);
  return compileForm(version.definition.objectDefinitions, {
    locale: 'en-GB',
    now: EXAMPLE_NOW,
    lookups: readFolder('lookups'),
    objectDefinitions: readFolder('objects'),
    currencies: ['EUR', 'USD'],
    mode: 'edit',
    ...context,
  });
}

/** The example data of a product (`motor-insurance.quote`, `consumer-loan.application`). */
export function exampleData(name: string): Record<string, unknown> {
  return readJson(`data/${name}.json`);
}
