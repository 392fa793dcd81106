import type { CoverlineWidgetProps } from './widgetProps.js';
import { useMemo } from 'react';
import { ChoiceWidget } from './ChoiceWidget.js';

/** Lookup fields: the lookup's keys (`enum`) shown by their translated names (`enumNames`), searchable. */
export function LookupWidget(props: CoverlineWidgetProps) {
  const { schema, options } = props;
  const choices = useMemo(
    () =>
      options.enumOptions?.map((option) => ({ value: String(option.value), label: option.label })) ??
      (schema.enum ?? []).map((value, index) => ({
        value: String(value),
        label: options.enumNames?.[index] || String(value),
      })),
    [options.enumOptions, options.enumNames, schema.enum],
  );
  return <ChoiceWidget {...props} choices={choices} />;
}
