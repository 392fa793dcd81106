import { getTestRegistry } from '@rjsf/core';
import type { RJSFSchema, UiSchema, Widget } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { WidgetsProvider, type WidgetsProviderProps } from '../src/context/WidgetsContext.js';

export interface HarnessOptions {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  value?: unknown;
  readonly?: boolean;
  rawErrors?: string[];
  label?: string;
  settings?: Omit<WidgetsProviderProps, 'children'>;
}

/**
 * Renders one widget the way a form would: controlled by state that its `onChange` updates, with a real RJSF
 * registry. Returns every value the widget reported.
 */
export function renderWidget(Widget: Widget, options: HarnessOptions) {
  const { schema, uiSchema = {}, readonly = false, rawErrors, label = 'Field', settings } = options;
  const reported: unknown[] = [];
  const registry = getTestRegistry(schema);
  function Harness() {
    const [value, setValue] = useState(options.value);
    return (
      <Widget
        id="field"
        name="field"
        label={label}
        value={value}
        schema={schema}
        uiSchema={uiSchema}
        options={getUiOptions(uiSchema)}
        readonly={readonly}
        rawErrors={rawErrors}
        registry={registry}
        onChange={(next: unknown) => {
          reported.push(next);
          setValue(next);
        }}
        onBlur={() => undefined}
        onFocus={() => undefined}
      />
    );
  }
  const result = render(
    <WidgetsProvider {...settings}>
      <Harness />
    </WidgetsProvider>,
  );
  return { ...result, reported, lastReported: () => reported.at(-1) };
}
