import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type UIEvent } from 'react';
import { useWidgets, type PartyReference, type PartyType } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { usePartySearch } from './usePartySearch.js';

const ALL_PARTY_TYPES: readonly PartyType[] = ['PRIVATE', 'LEGAL'];

function isParty(value: unknown): value is PartyReference {
  return value !== null && typeof value === 'object' && typeof (value as PartyReference).id === 'string';
}

/** "Ann Smith (C-001)", or the name alone. */
export function partyLabel(party: PartyReference): string {
  return party.code ? `${party.name} (${party.code})` : party.name;
}

/** Close enough to the end of the list to fetch the next page. */
function scrolledToEnd(event: UIEvent<HTMLElement>): boolean {
  const list = event.currentTarget;
  return list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
}

/**
 * Customer fields: a party found through the integrator's `searchParties` (debounced, 10 per page, more on
 * scrolling, only the field's `partyTypes`), with a "create new" hook when `onCreateParty` is given.
 */
export function CustomerWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError } =
    props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const { t, searchParties, onCreateParty } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
  const partyTypes = Array.isArray(options.partyTypes)
    ? (options.partyTypes as PartyType[])
    : ALL_PARTY_TYPES;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const results = usePartySearch(searchParties, partyTypes, text, open);
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
      <Autocomplete<PartyReference>
        id={id}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={results.parties}
        loading={results.loading}
        value={party}
        disabled={disabled}
        filterOptions={(parties) => parties}
        getOptionLabel={partyLabel}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        noOptionsText={t('noOptions')}
        loadingText={t('loading')}
        onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
        onChange={(_, chosen) => onChange(chosen ?? emptyValue(schema, options))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          listbox: { onScroll: (event: UIEvent<HTMLElement>) => scrolledToEnd(event) && results.loadMore() },
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            name={id}
            label={label}
            required={required}
            autoFocus={autofocus}
            placeholder={placeholder ?? t('search')}
            {...message}
          />
        )}
      />
      {onCreateParty && !disabled && (
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => void createNew()}>
          {t('createNew')}
        </Button>
      )}
    </Stack>
  );
}
