import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets, type PartyReference, type PartyType } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { ALL_PARTY_TYPES, partyLabel, PartySearchField } from './PartySearchField.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';

function isParty(value: unknown): value is PartyReference {
  return value !== null && typeof value === 'object' && typeof (value as PartyReference).id === 'string';
}

/**
 * Customer fields: a party found through the integrator's `searchParties` (debounced, 10 per page, more on
 * scrolling, only the field's `partyTypes`), with a "create new" hook when `onCreateParty` is given.
 */
export function CustomerWidget(props: CoverlineWidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError } =
    props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const { t, searchParties, onCreateParty } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
  const partyTypes = Array.isArray(options.partyTypes)
    ? (options.partyTypes as PartyType[])
    : ALL_PARTY_TYPES;
  const party = isParty(value) ? value : null;
  if (readonly) {
    return (
      <ReadOnlyValue id={id} label={label}>
        {party && partyLabel(party)}
      </ReadOnlyValue>
    );
  }
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
