import type { RJSFSchema } from '@rjsf/utils';
import type { CoverlineWidgetProps } from './widgetProps.js';
import type { ChipArrayProps, Item } from './ChipArrayEditor.js';
import { textViewWidget } from './fieldEditor.js';

/** The typed chip as an item, or undefined when it must be refused (empty, or an out-of-bounds integer). */
function stringItem(text: string): Item | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

function integerItem(text: string, items: RJSFSchema | undefined): Item | undefined {
  if (!/^-?\d+$/.test(text.trim())) return undefined;
  const number = Number(text);
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = items ?? {};
  if (minimum !== undefined && number < minimum) return undefined;
  if (maximum !== undefined && number > maximum) return undefined;
  if (typeof exclusiveMinimum === 'number' && number <= exclusiveMinimum) return undefined;
  if (typeof exclusiveMaximum === 'number' && number >= exclusiveMaximum) return undefined;
  return number;
}

/** The items, comma-separated. */
const shown = ({ value }: CoverlineWidgetProps) => (Array.isArray(value) ? value.join(', ') : '');

const ChipArrayWidget = textViewWidget<ChipArrayProps>(
  async () => (await import('./ChipArrayEditor.js')).ChipArrayEditor,
  shown,
  // As the editor: marked only while empty, since its input need not be filled once items are there.
  { marked: ({ required, value }) => required === true && !(Array.isArray(value) && value.length > 0) },
);

/** StringArray fields: chips of text; blank entries are refused. */
export function StringArrayWidget(props: CoverlineWidgetProps) {
  return <ChipArrayWidget {...props} toItem={stringItem} />;
}

/** IntegerArray fields: chips of whole numbers; entries outside the item bounds are refused. */
export function IntegerArrayWidget(props: CoverlineWidgetProps) {
  const items = props.schema.items;
  const itemSchema =
    items && typeof items === 'object' && !Array.isArray(items) ? (items as RJSFSchema) : undefined;
  return <ChipArrayWidget {...props} toItem={(text) => integerItem(text, itemSchema)} />;
}
