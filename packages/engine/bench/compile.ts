/**
 * Compiles the generated 1,000-field product version (see `generatedProduct.ts`) and derives the visible
 * data of a full payload. Prints medians after a warm-up, and the cold first compile. Aim: compile < 5 ms.
 * Validation has its own benchmark (`validate.ts`).
 */
import { compileForm } from '../src/compile/compileForm.js';
import { visibleData } from '../src/compile/visibleData.js';
import {
  BENCH_CONTEXT,
  FIELDS_PER_OBJECT,
  generatedDefinitions,
  generatedPayload,
  OBJECTS,
} from './generatedProduct.js';
import { format, median, timed } from './timing.js';

export async function compileBench(): Promise<void> {
  const definitions = generatedDefinitions();
  const context = BENCH_CONTEXT;
  const payload = generatedPayload(definitions);

  const coldCompile = timed(() => compileForm(definitions, context)); // parses every condition
  for (let run = 0; run < 30; run++) compileForm(definitions, context); // let the JIT settle
  const compileTimes = Array.from({ length: 100 }, () => timed(() => compileForm(definitions, context)));

  const form = compileForm(definitions, context);
  const visibleDataTimes = Array.from({ length: 300 }, () => timed(() => visibleData(payload, form)));

  const fieldCount = definitions.reduce((count, definition) => count + definition.fields.length, 0);
  console.log(`compile: ${OBJECTS} objects × ${FIELDS_PER_OBJECT} fields = ${fieldCount} fields`);
  console.log(`  first compile (cold: conditions parsed)   ${format(coldCompile)}`);
  console.log(`  compile (median)                          ${format(median(compileTimes))}   aim < 5 ms`);
  console.log(`  visibleData (median)                      ${format(median(visibleDataTimes))}`);
}
