import { optionsList } from '@rjsf/utils';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useMemo } from 'react';
import { ChoiceWidget } from './ChoiceWidget.js';

/** Lookup fields: the lookup's keys (`enum`) shown by their translated names (`enumNames`), searchable. */
export function LookupWidget(props: CoverlineWidgetProps) {
  const { schema, uiSchema, options } = props;
  const choices = useMemo(
    () =>
      (options.enumOptions ?? optionsList(schema, uiSchema) ?? []).map((option) => ({
        value: String(option.value),
        label: option.label,
      })),
    [options.enumOptions, schema, uiSchema],
  );
  return <ChoiceWidget {...props} choices={choices} />;
}
