import { describe, expect, it, vi } from 'vitest';

/** The engine as a browser imports it: fresh modules, as the test setup loads everything in the shared ones. */
async function freshEngine() {
  vi.resetModules();
  return import('./index.js');
}

const SCHEMA = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };

describe('code loaded on demand', () => {
  it('importing the engine loads neither the formula runtime nor the validator', async () => {
    const engine = await freshEngine();
    expect(engine.formulaLanguageLoaded()).toBe(false);
    expect(engine.validatorLoaded()).toBe(false);
    expect(() => engine.createValidator(SCHEMA)).toThrow(/validator is not loaded.*loadValidator\(\)/);
    expect(() => engine.checkFormulas([])).toThrow(/formula language is not loaded.*loadFormulaLanguage\(\)/);
    // nothing to calculate needs no language
    expect(engine.applyFormulas(undefined, { loan: { amount: 1 } })).toEqual({ loan: { amount: 1 } });
  });

  it('once the validator is loaded, it validates synchronously', async () => {
    const engine = await freshEngine();
    await engine.loadValidator();
    expect(engine.validatorLoaded()).toBe(true);
    expect(engine.formulaLanguageLoaded()).toBe(false);
    expect(engine.createValidator(SCHEMA, { locale: 'en-GB' })({})).toEqual({
      valid: false,
      errors: { name: ['This field is required'] },
    });
  });

  it('loading everything, as a server does, loads the formula runtime and the validator', async () => {
    const engine = await freshEngine();
    await engine.loadOnDemandCode();
    expect(engine.formulaLanguageLoaded()).toBe(true);
    expect(engine.validatorLoaded()).toBe(true);
  });
});
