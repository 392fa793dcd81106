import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useFieldMessage } from './fieldMessage.js';

export type Item = string | number;

export type ChipArrayProps = CoverlineWidgetProps & {
  /** The typed chip as an item, or undefined when it must be refused. */
  toItem: (text: string) => Item | undefined;
};

/** The editing control of the array widgets: chips typed into an autocomplete. */
export function ChipArrayEditor({ toItem, ...props }: ChipArrayProps) {
  const { id, label, value, required, disabled, autofocus, placeholder, rawErrors, hideError } = props;
  const { onChange, onBlur, onFocus } = props;
  const message = useFieldMessage(rawErrors, hideError);
  const items: Item[] = Array.isArray(value) ? value : [];
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
