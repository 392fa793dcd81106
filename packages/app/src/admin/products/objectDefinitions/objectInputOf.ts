/** Inputs of the object form, by the path of the attribute they edit. */
const INPUTS: Record<string, string> = {
  key: 'key',
  name: 'name',
  iconName: 'iconName',
  translations: 'name',
  objectType: 'objectType',
  'attributes.controlType': 'controlType',
  'attributes.columns': 'columns',
  'attributes.summaryTemplate': 'summaryTemplate',
  'attributes.uniqueFieldsConstraint': 'uniqueFieldsConstraint',
  'attributes.displayCondition': 'displayCondition',
  'attributes.enrichment': 'enrichment',
  'attributes.minElements': 'minElements',
  'attributes.maxElements': 'maxElements',
};

/**
 * The object form input that shows a server error at `path` (relative to the object definition, e.g.
 * `attributes.columns` or `translations.de`); undefined for paths inside fields or unknown ones.
 */
export function objectInputOf(path: string): string | undefined {
  const match = Object.keys(INPUTS).find((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  return match === undefined ? undefined : INPUTS[match];
}
