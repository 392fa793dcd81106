/**
 * Validates a full valid payload of the generated 1,000-field product version (see `generatedProduct.ts`)
 * with the engine's schema interpreter and, for comparison, with ajv (the interpreter's test oracle, which
 * generates code and so needs `'unsafe-eval'` in a page). First validation: a new schema object, so the
 * interpreter builds its checks and ajv compiles. Steady state: the same validator again, after a warm-up.
 * Figures are printed, not asserted.
 */
import { referenceValidator } from '../test-support/ajvReference.js';
import { compileForm } from '../src/compile/compileForm.js';
import type { ValidationResult } from '../src/validate/createValidator.js';
import { createValidator } from '../src/validate/createValidator.js';
import { BENCH_CONTEXT, generatedDefinitions, generatedPayload } from './generatedProduct.js';
import { format, median, timed } from './timing.js';

type MakeValidator = (
  schema: ReturnType<typeof compileForm>['schema'],
) => (data: unknown) => ValidationResult;

function mustAccept(result: ValidationResult): void {
  if (!result.valid) throw new Error(`the generated payload must be valid: ${JSON.stringify(result.errors)}`);
}

/** Median first validation (validator made for a new schema object) and median steady-state validation. */
function measure(makeValidator: MakeValidator): { first: number; steady: number } {
  const definitions = generatedDefinitions();
  const payload = generatedPayload(definitions);
  const first = Array.from({ length: 7 }, () => {
    const { schema } = compileForm(definitions, BENCH_CONTEXT); // a new schema object: nothing cached
    return timed(() => mustAccept(makeValidator(schema)(payload)));
  });
  const validate = makeValidator(compileForm(definitions, BENCH_CONTEXT).schema);
  for (let run = 0; run < 50; run++) mustAccept(validate(payload)); // let the JIT settle
  const steady = Array.from({ length: 300 }, () => timed(() => validate(payload)));
  return { first: median(first), steady: median(steady) };
}

export async function validateBench(): Promise<void> {
  const interpreter = measure(createValidator);
  const ajv = measure(referenceValidator);
  console.log('validate: the 1,000-field form, a full valid payload (median)');
  console.log(`  interpreter, first validation (checks built)  ${format(interpreter.first)}`);
  console.log(`  interpreter, steady state                     ${format(interpreter.steady)}   aim < 1 ms`);
  console.log(`  ajv, compile + first validation               ${format(ajv.first)}`);
  console.log(`  ajv, steady state                             ${format(ajv.steady)}`);
}
