import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import type { Choice } from './ChoiceWidget.js';
import { useFieldMessage } from './fieldMessage.js';

/** Large lists stay quick to open: typing narrows them, and at most this many matches are listed. */
const LISTED = 100;
const filterOptions = createFilterOptions<Choice>({ limit: LISTED });

/** The editing control of `ChoiceWidget`: a searchable single choice among fixed `choices`. */
export function ChoiceAutocomplete(props: CoverlineWidgetProps & { choices: readonly Choice[] }) {
  const { id, label, value, required, disabled, autofocus, placeholder, rawErrors, hideError } = props;
  const { schema, options, onChange, onBlur, onFocus, choices } = props;
  const { t } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
  const chosen = choices.find((choice) => choice.value === value) ?? null;
  return (
    <Autocomplete
      id={id}
      options={choices}
      value={chosen}
      disabled={disabled}
      filterOptions={filterOptions}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(choice, current) => choice.value === current.value}
      noOptionsText={t('noOptions')}
      onChange={(_, choice) => onChange(choice ? choice.value : emptyValue(schema, options))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={id}
          label={label}
          required={required}
          autoFocus={autofocus}
          placeholder={placeholder}
          {...message}
        />
      )}
    />
  );
}
