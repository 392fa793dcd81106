import { renderSummary, truncateSummary, type SummaryValueFormat } from '@coverline/engine';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import type { MessageKey } from '../context/messages.js';
import { useFormRuntime } from './FormRuntime.js';
import { childNode, orderedKeys, type SchemaNodeSpec } from './schemaTree.js';
import { uiOptionsOf } from './useUiOptions.js';

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
    const names = field && uiOptionsOf(field.uiSchema).enumNames;
    return index >= 0 && Array.isArray(names) ? String(names[index]) : undefined;
  };
}

interface SummaryField {
  key: string;
  label: string;
}

/** The fields of the object (of each item, for a list) flagged `showAsSummary`, in display order. */
function summaryFields(node: SchemaNodeSpec): SummaryField[] {
  const object = intoItems(node);
  if (!object) return [];
  return orderedKeys(object).flatMap((key) => {
    const field = childNode(object, key);
    if (!field || uiOptionsOf(field.uiSchema).showAsSummary !== true) return [];
    return [{ key, label: field.schema.title ?? key }];
  });
}

/** Whether an object shows a summary line: it has a template or fields flagged `showAsSummary`. */
export function hasSummary(node: SchemaNodeSpec, template: string | undefined): boolean {
  return Boolean(template) || summaryFields(node).length > 0;
}

/** "Label: value" of each flagged field that has a value, joined with " · " and cut like a template's line. */
function fieldsSummary(
  fields: readonly SummaryField[],
  name: string,
  data: Record<string, unknown>,
  format: SummaryValueFormat,
): string {
  const parts = fields.flatMap(({ key, label }) => {
    const text = renderSummary(`{{${name}.${key}}}`, data, format);
    return text ? [`${label}: ${text}`] : [];
  });
  return truncateSummary(parts.join(' · '));
}

export interface SummaryProps {
  path: string;
  /** Key of the object: the first segment of the template's placeholders. */
  name: string;
  /** The object, or the list for an item's summary. */
  node: SchemaNodeSpec;
  /** The object's `summaryTemplate`; without one (or an empty one), its `showAsSummary` fields make the line. */
  template: string | undefined;
}

/**
 * An object's summary line (at most 75 characters), live as the object is edited: its `summaryTemplate`
 * filled in, else "Label: value" of its fields flagged `showAsSummary`.
 */
export function Summary({ path, name, node, template }: SummaryProps) {
  const { store } = useFormRuntime();
  const { t } = useWidgets();
  const format = useMemo(() => readableValues(node, name, t), [node, name, t]);
  const fields = useMemo(() => summaryFields(node), [node]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const value = useSyncExternalStore(subscribe, () => store.getValue(path));
  const data = { [name]: value };
  return <>{template ? renderSummary(template, data, format) : fieldsSummary(fields, name, data, format)}</>;
}
