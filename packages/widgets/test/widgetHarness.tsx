import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { WidgetsProvider, type WidgetsProviderProps } from '../src/context/WidgetsContext.js';
import type { CoverlineWidgetProps } from '../src/widgets/widgetProps.js';

export interface HarnessOptions {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  value?: unknown;
  readonly?: boolean;
  required?: boolean;
  rawErrors?: string[];
  label?: string;
  settings?: Omit<WidgetsProviderProps, 'children'>;
}

/**
 * Renders one widget the way a form would: controlled by state that its `onChange` updates, and with no RJSF
 * registry, as our form renders it. Returns every value the widget reported.
 */
export function renderWidget(Widget: ComponentType<CoverlineWidgetProps>, options: HarnessOptions) {
  const {
    schema,
    uiSchema = {},
    readonly = false,
    required = false,
    rawErrors,
    label = 'Field',
    settings,
  } = options;
  const reported: unknown[] = [];
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
        required={required}
        rawErrors={rawErrors}
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
