import type { WidgetProps } from '@rjsf/utils';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { userEvent } from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { singleFieldForm } from '../../../engine/test-support/formBuilders.js';
import { SchemaView } from '../view/SchemaView.js';
import { SchemaForm } from './SchemaForm.js';

/**
 * A third-party widget in RJSF's manner: it draws the theme's input template and judges its value with the
 * schema utilities, both from the `registry` a stock `<Form>` would pass it.
 */
function CheckedTextWidget(props: WidgetProps) {
  const { registry, schema, value } = props;
  const { BaseInputTemplate } = registry.templates;
  const valid = registry.schemaUtils.getValidator().isValid(schema, value, registry.rootSchema);
  return (
    <>
      <BaseInputTemplate {...props} />
      <output>{valid ? 'Accepted' : 'Refused'}</output>
    </>
  );
}

const plate = singleFieldForm({ fieldType: 'String', matchPattern: '^[A-Z]{2}-[0-9]{3}$' });
const plateView = singleFieldForm({ fieldType: 'String' }, { mode: 'view' });
const widgets = { text: CheckedTextWidget };

/**
 * React's rule for a component that suspends on `use`: its render is awaited (the act returns once the registry
 * is there), or React drops the retry.
 */
const renderAwaited = (element: ReactNode) => act(async () => void render(element));

/** Renders as a browser does, outside React's act (which would hold every frame back until the registry is there). */
function renderAsBrowser(element: ReactNode) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(element);
  onTestFinished(() => {
    root.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}

describe('a third-party widget in SchemaForm', () => {
  it("keeps its place under its label until RJSF's registry is there", async () => {
    // A page's first third-party widget: fresh modules, whose registry no earlier test file in the worker built
    // (the modules are shared between files, and a built registry is handed over at once). The tests after it
    // meet the registry's code in these modules, the validator loaded with it.
    vi.resetModules();
    const { SchemaForm: FirstForm } = await import('./SchemaForm.js');
    renderAsBrowser(<FirstForm form={plate} formData={{ o: { f: 'AB-123' } }} widgets={widgets} />);
    const pending = await screen.findByRole('group', { name: 'f' });
    expect(pending.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'f' })).toBeNull();
    await screen.findByRole('textbox', { name: 'f' });
    expect(screen.queryByRole('group', { name: 'f' })).toBeNull();
  });

  it("renders with the MUI theme's templates from RJSF's registry", async () => {
    await renderAwaited(<SchemaForm form={plate} formData={{ o: { f: 'AB-123' } }} widgets={widgets} />);
    const input = await screen.findByRole('textbox', { name: 'f' });
    expect(input).toHaveProperty('value', 'AB-123');
    expect(input.closest('.MuiTextField-root')).not.toBeNull();
  });

  it("judges its value with the registry's schema utilities, which validate with the engine", async () => {
    const changes: unknown[] = [];
    await renderAwaited(
      <SchemaForm
        form={plate}
        formData={{ o: { f: 'AB-123' } }}
        widgets={widgets}
        onChange={(data) => changes.push(data)}
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'f' });
    expect(screen.getByRole('status').textContent).toBe('Accepted');
    await userEvent.type(input, '4');
    expect(screen.getByRole('status').textContent).toBe('Refused');
    expect(changes.at(-1)).toEqual({ o: { f: 'AB-1234' } });
  });

  it("stays on screen when the form is made afresh once the registry's code is there", async () => {
    const form = (formWidgets: typeof widgets) => (
      <SchemaForm form={plate} formData={{ o: { f: 'AB-123' } }} widgets={formWidgets} />
    );
    let rerender: (element: ReactNode) => void = () => undefined;
    await act(async () => void ({ rerender } = render(form(widgets))));
    // another widget set: a new form runtime, with a registry of its own
    act(() => rerender(form({ ...widgets })));
    expect(screen.getByRole('textbox', { name: 'f' })).toHaveProperty('value', 'AB-123');
    expect(screen.queryByRole('group', { name: 'f' })).toBeNull();
  });
});

describe('a third-party widget in SchemaView', () => {
  it('renders read-only with the registry', async () => {
    await renderAwaited(<SchemaView form={plateView} data={{ o: { f: 'AB-123' } }} widgets={widgets} />);
    // the MUI theme's input template shows a read-only value disabled
    expect(screen.getByRole('textbox', { name: 'f' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Accepted');
  });
});
