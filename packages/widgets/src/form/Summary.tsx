import { renderSummary, type SummaryValueFormat } from '@coverline/engine';
import { getUiOptions } from '@rjsf/utils';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import type { MessageKey } from '../context/messages.js';
import { useFormRuntime } from './FormRuntime.js';
import { childNode, type SchemaNodeSpec } from './schemaTree.js';

/** A list's item node, any other node itself: placeholders name list fields without an index. */
function intoItems(node: SchemaNodeSpec | undefined): SchemaNodeSpec | undefined {
  return node?.schema.type === 'array' ? childNode(node, '0') : node;
}

/** The node a template placeholder (`vehicle.make`, `drivers.driver`) names, below the object called `name`. */
function placeholderNode(
  node: SchemaNodeSpec,
  name: string,
  placeholder: string,
): SchemaNodeSpec | undefined {
  const [first, ...rest] = placeholder.split('.');
  if (first !== name) return undefined;
  return rest.reduce<SchemaNodeSpec | undefined>(
    (current, key) => intoItems(current && childNode(current, key)),
    intoItems(node),
  );
}

/** Summary values as people read them: lookup names instead of keys, yes/no instead of booleans. */
function readableValues(
  node: SchemaNodeSpec,
  name: string,
  t: (key: MessageKey) => string,
): SummaryValueFormat {
  return (value, placeholder) => {
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    const field = placeholderNode(node, name, placeholder);
    const index = field?.schema.enum?.indexOf(value as never) ?? -1;
    const names = field && getUiOptions(field.uiSchema).enumNames;
    return index >= 0 && Array.isArray(names) ? String(names[index]) : undefined;
  };
}

export interface SummaryProps {
  path: string;
  /** Key of the object: the first segment of the template's placeholders. */
  name: string;
  node: SchemaNodeSpec;
  template: string;
}

/** An object's summary line from its `summaryTemplate` (at most 75 characters), live as the object is edited. */
export function Summary({ path, name, node, template }: SummaryProps) {
  const { store } = useFormRuntime();
  const { t } = useWidgets();
  const format = useMemo(() => readableValues(node, name, t), [node, name, t]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const value = useSyncExternalStore(subscribe, () => store.getValue(path));
  return <>{renderSummary(template, { [name]: value }, format)}</>;
}
