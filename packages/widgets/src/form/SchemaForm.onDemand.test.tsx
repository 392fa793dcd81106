import type { WidgetProps } from '@rjsf/utils';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * A form as a browser shows it first: before the engine code that it loads on demand has arrived (the test
 * setup loads all of it in the shared modules, so each test takes fresh ones). The formula language is the
 * engine's own loader, awaited when the test says it arrives; the validator's arrival is held back by
 * delaying its real module until the test lets it through.
 */

const VALIDATOR_CODE = '../../../engine/src/validate/validatorCode.js';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function freshModules({ validatorFails = false } = {}) {
  vi.resetModules();
  const validatorArrives = deferred();
  vi.doMock(VALIDATOR_CODE, async (importOriginal) => {
    await validatorArrives.promise;
    // as a chunk gone after a deploy, or a dropped connection
    if (validatorFails) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const engine = await import('@coverline/engine');
  const { SchemaForm } = await import('./SchemaForm.js');
  const { preloadFieldEditors } = await import('../widgets/fieldEditors.js');
  await preloadFieldEditors();
  const { compileExample, exampleData } = await import('../../test/examples.js');
  return { engine, SchemaForm, compileExample, exampleData, validatorArrives };
}

afterEach(() => {
  vi.doUnmock(VALIDATOR_CODE);
  // the files after this one in the worker take modules of their own, loaded by the setup again
  vi.resetModules();
});

type Data = Record<string, unknown>;

/** What a page's error boundary does: says that something failed instead of the form. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const card = (title: string) => screen.getByRole('region', { name: title });
const premium = () => within(card('Coverage')).getByRole('group', { name: 'Premium' });
const input = (label: string, scope: HTMLElement) =>
  within(scope).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });

describe('SchemaForm before its engine code arrives', () => {
  it('shows the stored calculated values before the formula language, keeps what is typed meanwhile and calculates it once the language arrives', async () => {
    const { engine, SchemaForm, compileExample, exampleData } = await freshModules();
    expect(engine.formulaLanguageLoaded()).toBe(false);
    const shownFirst = compileExample('motor-insurance');
    expect(shownFirst.formulas).toBeUndefined();
    // as saved: the server calculated the premium, max(56 500 × 0.035, 150) + 25 + 40
    const stored = structuredClone(exampleData('motor-insurance.quote'));
    (stored.coverage as Data).premium = { amount: 2042.5, currency: 'EUR' };
    const changes: Data[] = [];
    const form = (compiled: typeof shownFirst) => (
      <SchemaForm<Data> form={compiled} formData={stored} onChange={(data) => changes.push(data)} />
    );
    const { rerender } = render(form(shownFirst));
    expect(premium().textContent).toBe('Premium2 042.50 EUR');

    const value = input('Market value', card('Vehicle'));
    await userEvent.clear(value);
    await userEvent.type(value, '1');
    expect(premium().textContent).toBe('Premium2 042.50 EUR'); // nothing calculates it yet

    await engine.loadFormulaLanguage();
    // as a page adds them to the form on screen (`formulaProgram`): the same schemas, now with formulas
    const { formulas } = compileExample('motor-insurance');
    expect(formulas?.formulas.length).toBeGreaterThan(0);
    rerender(form({ ...shownFirst, formulas }));
    // the field typed into is the same element, still focused, with what was typed
    expect(input('Market value', card('Vehicle'))).toBe(value);
    expect(document.activeElement).toBe(value);
    expect(value).toHaveProperty('value', '1');
    expect(premium().textContent).toBe('Premium215.00 EUR'); // the minimum 150 + 65
    expect(changes.at(-1)?.coverage).toMatchObject({ premium: { amount: 215, currency: 'EUR' } });
    await userEvent.type(input('Market value', card('Vehicle')), '2345.67');
    expect(premium().textContent).toBe('Premium497.10 EUR'); // 12 345.67 × 0.035 = 432.09845
  });

  it('changes nothing, re-rendering no field, when the formulas arrive and agree with the stored values', async () => {
    const { engine, SchemaForm, compileExample, exampleData, validatorArrives } = await freshModules();
    // a widget not ours builds RJSF's registry, which judges with the validator: let it through
    validatorArrives.resolve();
    const { TextWidget } = await import('../widgets/TextWidget.js');
    const renders = new Map<string, number>();
    const CountingText = (props: WidgetProps) => {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return <TextWidget {...props} />;
    };
    const widgets = { text: CountingText };
    const stored = structuredClone(exampleData('motor-insurance.quote'));
    (stored.coverage as Data).premium = { amount: 2042.5, currency: 'EUR' };
    const changes: Data[] = [];
    const shownFirst = compileExample('motor-insurance');
    const form = (compiled: typeof shownFirst) => (
      <SchemaForm<Data>
        form={compiled}
        formData={stored}
        widgets={widgets}
        onChange={(data) => changes.push(data)}
      />
    );
    const { rerender } = await act(async () => render(form(shownFirst)));
    const before = new Map(renders);
    expect(before.size).toBeGreaterThan(0);
    await engine.loadFormulaLanguage();
    rerender(form({ ...shownFirst, formulas: compileExample('motor-insurance').formulas }));
    expect(premium().textContent).toBe('Premium2 042.50 EUR');
    expect(changes).toEqual([]);
    // (a field further down may render for the first time meanwhile, in its turn: that is no re-render)
    const rerendered = [...before].filter(([id, count]) => renders.get(id) !== count).map(([id]) => id);
    expect(rerendered).toEqual([]);
  });

  it('a submit before the validator arrives waits for it and still refuses invalid data', async () => {
    const { engine, SchemaForm, compileExample, validatorArrives } = await freshModules();
    const submitted: Data[] = [];
    render(
      <SchemaForm<Data> form={compileExample('motor-insurance')} onSubmit={(data) => submitted.push(data)}>
        <button type="submit">Submit</button>
      </SchemaForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(engine.validatorLoaded()).toBe(false);
    expect(submitted).toEqual([]);
    expect(input('Model', card('Vehicle')).getAttribute('aria-invalid')).toBe('false');

    await act(async () => validatorArrives.resolve());
    await waitFor(() => expect(input('Model', card('Vehicle')).getAttribute('aria-invalid')).toBe('true'));
    expect(engine.validatorLoaded()).toBe(true);
    expect(submitted).toEqual([]);
  });

  it('a submit whose validator cannot be loaded goes to the error boundary, never submitting unchecked', async () => {
    const { SchemaForm, compileExample, validatorArrives } = await freshModules({ validatorFails: true });
    const submitted: Data[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error
    render(
      <Boundary>
        <SchemaForm<Data> form={compileExample('motor-insurance')} onSubmit={(data) => submitted.push(data)}>
          <button type="submit">Submit</button>
        </SchemaForm>
      </Boundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => validatorArrives.resolve());
    // (Vitest words the module's failure its own way; a browser's is the TypeError above)
    await screen.findByRole('alert');
    expect(submitted).toEqual([]);
    quiet.mockRestore();
  });
});
