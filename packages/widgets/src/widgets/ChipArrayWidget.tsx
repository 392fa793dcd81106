import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { RJSFSchema } from '@rjsf/utils';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useFieldMessage } from './fieldMessage.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

type Item = string | number;

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

function ChipArrayWidget({
  toItem,
  ...props
}: CoverlineWidgetProps & { toItem: (text: string) => Item | undefined }) {
  const { id, label, value, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError } =
    props;
  const { onChange, onBlur, onFocus } = props;
  const message = useFieldMessage(rawErrors, hideError);
  const items: Item[] = Array.isArray(value) ? value : [];
  if (readonly) {
    return (
      <ReadOnlyValue id={id} label={label}>
        {items.join(', ')}
      </ReadOnlyValue>
    );
  }
  return (
    <Autocomplete<Item, true, false, true>
      id={id}
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={items}
      disabled={disabled}
      onChange={(_, chosen) =>
        onChange(
          chosen
            .map((item) => (typeof item === 'string' ? toItem(item) : item))
            .filter((item) => item !== undefined),
        )
      }
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      renderValue={(chosen, getItemProps) =>
        chosen.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={String(item)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={id}
          label={label}
          required={required && items.length === 0}
          autoFocus={autofocus}
          placeholder={placeholder}
          {...message}
        />
      )}
    />
  );
}

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
