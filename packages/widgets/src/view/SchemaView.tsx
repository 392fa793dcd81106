import type { CompiledForm } from '@coverline/engine';
import Box from '@mui/material/Box';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useId, useMemo } from 'react';
import { WidgetsProvider, type WidgetsProviderProps } from '../context/WidgetsContext.js';
import { createFormRuntime } from '../form/createFormRuntime.js';
import { FormRuntimeContext } from '../form/FormRuntime.js';
import { ObjectFields } from '../form/ObjectFields.js';
import { createFormStore } from '../store/formStore.js';
import type { FormValues } from '../store/paths.js';
import { coverlineWidgets } from '../widgets/coverlineWidgets.js';

export interface SchemaViewProps extends Omit<WidgetsProviderProps, 'children' | 'severity'> {
  form: CompiledForm;
  data: FormValues;
  /** Widgets to add or replace, by `ui:widget` name; in a view they render with `readonly`. */
  widgets?: RegistryWidgetsType;
}

/**
 * The read-only rendering of the same compiled schema: every widget shows its value as text (money and dates
 * formatted, lookups translated, yes/no), objects as cards and lists with their summary lines. What a display
 * condition hides is not shown.
 */
export function SchemaView({ form, data, widgets, ...settings }: SchemaViewProps) {
  const idPrefix = `view${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const locale = settings.locale ?? 'en-GB';
  const runtime = useMemo(
    () =>
      createFormRuntime({
        store: createFormStore(data),
        form,
        locale,
        widgets: { ...coverlineWidgets, ...widgets },
        readonly: true,
        idPrefix,
        summary: { current: null },
      }),
    [data, form, locale, widgets, idPrefix],
  );
  return (
    <WidgetsProvider {...settings}>
      <FormRuntimeContext.Provider value={runtime}>
        <Box>
          <ObjectFields path="" schema={runtime.root.schema} uiSchema={runtime.root.uiSchema} readonly />
        </Box>
      </FormRuntimeContext.Provider>
    </WidgetsProvider>
  );
}
