import { describe, expect, it, vi } from 'vitest';
import { field, objectDefinition } from '../../test-support/formBuilders.js';
import type { DataDefinition } from '../contracts/dataDefinition.js';
import type { ObjectDefinition } from '../definitions/types.js';

/**
 * The engine as a browser has it before any language is loaded: the test setup loads them in the shared
 * modules, so each test imports fresh ones.
 */
async function freshEngine() {
  vi.resetModules();
  const [{ compileDataDefinition }, languages, { formulaLanguage }] = await Promise.all([
    import('./compileDataDefinition.js'),
    import('./formLanguages.js'),
    import('../formula/formulaLanguage.js'),
  ]);
  const compile = (definition: DataDefinition) =>
    compileDataDefinition(definition, {
      locale: 'en-GB',
      at: new Date('2026-05-01T10:00:00Z'),
      mode: 'edit',
    });
  const loaded = () => ({ formula: formulaLanguage.loaded() });
  return { compile, loaded, ...languages };
}

const definitionOf = (
  objectDefinitions: ObjectDefinition[],
  referencedObjectDefinitions: ObjectDefinition[] = [],
): DataDefinition => ({
  objectDefinitions,
  lookups: [],
  referencedObjectDefinitions,
  currencies: ['EUR'],
  timeZone: 'Europe/Riga',
});

const PLAIN = definitionOf([
  objectDefinition('person', [
    field('name', { fieldType: 'String', mandatory: true }),
    // blank texts are no formula and no condition
    field('age', { fieldType: 'Integer', formula: ' ', displayCondition: '' }),
  ]),
]);

const CALCULATED = definitionOf([
  objectDefinition('loan', [
    field('amount', { fieldType: 'Numeric' }),
    field('fee', { fieldType: 'Numeric', formula: 'loan.amount * 0.01' }),
  ]),
]);

const CONDITIONAL = definitionOf([
  objectDefinition('loan', [
    field('amount', { fieldType: 'Numeric' }),
    field('guarantor', { fieldType: 'String', displayCondition: 'loan.amount > 1000' }),
  ]),
]);

describe('form languages', () => {
  it('a definition without formulas compiles with no language loaded', async () => {
    const { compile, loaded, loadFormLanguages, formLanguagesLoaded } = await freshEngine();
    await loadFormLanguages(PLAIN);
    expect(formLanguagesLoaded(PLAIN)).toBe(true);
    expect(Object.keys(compile(PLAIN).schema.properties ?? {})).toEqual(['person']);
    expect(loaded()).toEqual({ formula: false });
  });

  it('a form with formulas compiles before the formula language is loaded, without them, and with them after', async () => {
    const { compile, loaded, formLanguagesLoaded, loadFormLanguages } = await freshEngine();
    expect(formLanguagesLoaded(CALCULATED)).toBe(false);
    const first = compile(CALCULATED);
    expect(first.formulas).toBeUndefined();
    expect(Object.keys((first.schema.properties?.loan as { properties: object }).properties)).toEqual([
      'amount',
      'fee',
    ]);
    await loadFormLanguages(CALCULATED);
    expect(loaded()).toEqual({ formula: true });
    expect(formLanguagesLoaded(CALCULATED)).toBe(true);
    const { formulas } = compile(CALCULATED);
    expect(formulas?.formulas.map(({ fieldKey }) => fieldKey)).toEqual(['fee']);
    // what a form compiled before gets, keeping its schemas
    const { formulaProgram } = await import('./compileForm.js');
    expect(formulaProgram(CALCULATED.objectDefinitions)).toEqual(formulas);
    expect(formulaProgram(PLAIN.objectDefinitions)).toBeUndefined();
  });

  it('a refused formula fails compiling once the formula language is loaded, as on a server', async () => {
    const { compile, loadFormLanguages } = await freshEngine();
    const wrong = definitionOf([
      objectDefinition('loan', [field('fee', { fieldType: 'Numeric', formula: 'loan.missing * 2' })]),
    ]);
    await loadFormLanguages(wrong);
    expect(() => compile(wrong)).toThrow(/loan\.fee: formula refused: formulaUnknownField/);
  });

  it('display conditions compile with no language loaded: the engine reads them itself', async () => {
    const { compile, loaded, formLanguagesLoaded } = await freshEngine();
    expect(formLanguagesLoaded(CONDITIONAL)).toBe(true);
    const { loan } = compile(CONDITIONAL).uiSchema as { loan: { guarantor: { 'ui:options': unknown } } };
    expect(loan.guarantor['ui:options']).toMatchObject({
      condition: { group: { rules: [{ field: 'loan.amount', operator: '>', value: 1000 }] } },
    });
    expect(loaded()).toEqual({ formula: false });
  });

  it('a formula in a referenced library definition counts: its form lacks it until the formula language is loaded', async () => {
    const { formLanguagesLoaded } = await freshEngine();
    const definition = definitionOf(
      [objectDefinition('policy', [field('holder', { fieldType: 'Object', referenceId: 'def-holder' })])],
      [
        objectDefinition(
          'holder',
          [field('age', { fieldType: 'Integer', formula: 'holder.age + 1' })],
          {},
          { id: 'def-holder' },
        ),
      ],
    );
    expect(formLanguagesLoaded(definition)).toBe(false);
  });

  it('with no definition, every language is loaded (a server compiles any definition)', async () => {
    const { loaded, loadFormLanguages } = await freshEngine();
    await loadFormLanguages();
    expect(loaded()).toEqual({ formula: true });
  });
});
