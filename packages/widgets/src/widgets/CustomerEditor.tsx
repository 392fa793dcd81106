import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets, type PartyReference, type PartyType } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { PartySearchField } from './PartySearchField.js';

export type CustomerProps = CoverlineWidgetProps & {
  party: PartyReference | null;
  partyTypes: readonly PartyType[];
};

/** The editing control of `CustomerWidget`: the party search, and "create new" when the integrator offers it. */
export function CustomerEditor(props: CustomerProps) {
  const { id, label, value, required, disabled, autofocus, placeholder, rawErrors, hideError } = props;
  const { schema, options, onChange, onBlur, onFocus, party, partyTypes } = props;
  const { t, searchParties, onCreateParty } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
  const createNew = async () => {
    const created = await onCreateParty?.(partyTypes);
    if (created) onChange(created);
  };
  return (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <PartySearchField
        id={id}
        label={label}
        value={party}
        onChange={(chosen) => onChange(chosen ?? emptyValue(schema, options))}
        search={searchParties}
        partyTypes={partyTypes}
        disabled={disabled}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        inputProps={{
          name: id,
          required,
          autoFocus: autofocus,
          ...(placeholder ? { placeholder } : {}),
          ...message,
        }}
      />
      {onCreateParty && !disabled && (
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => void createNew()}>
          {t('createNew')}
        </Button>
      )}
    </Stack>
  );
}
