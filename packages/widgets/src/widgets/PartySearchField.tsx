import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type UIEvent } from 'react';
import {
  useWidgets,
  type PartyReference,
  type PartyType,
  type WidgetsSettings,
} from '../context/WidgetsContext.js';
import { ALL_PARTY_TYPES, partyLabel } from './partyLabel.js';
import { usePartySearch } from './usePartySearch.js';

/** Close enough to the end of the list to fetch the next page. */
function scrolledToEnd(event: UIEvent<HTMLElement>): boolean {
  const list = event.currentTarget;
  return list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
}

export interface PartySearchFieldProps {
  id?: string;
  label?: string;
  value: PartyReference | null;
  onChange: (party: PartyReference | null) => void;
  /** The integrator's party search: the widgets never call an API themselves. */
  search: WidgetsSettings['searchParties'];
  /** Only parties of these types; both by default. */
  partyTypes?: readonly PartyType[];
  disabled?: boolean;
  /** The name assistive technology reads when no visible label names the field. */
  ariaLabel?: string;
  /** The input's own props: name, required, helper text, error, size. */
  inputProps?: Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'slotProps'>;
  onBlur?: () => void;
  onFocus?: () => void;
}

/**
 * A party chosen by searching: debounced, 10 parties a page, the next page on scrolling to the end of the
 * list, only the given party types. Customer fields use it, and so does whatever else names a party.
 */
export function PartySearchField({
  id,
  label,
  value,
  onChange,
  search,
  partyTypes = ALL_PARTY_TYPES,
  disabled,
  ariaLabel,
  inputProps,
  onBlur,
  onFocus,
}: PartySearchFieldProps) {
  const { t } = useWidgets();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const results = usePartySearch(search, partyTypes, text, open);
  return (
    <Autocomplete<PartyReference>
      {...(id === undefined ? {} : { id })}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={results.parties}
      loading={results.loading}
      value={value}
      {...(disabled === undefined ? {} : { disabled })}
      filterOptions={(parties) => parties}
      getOptionLabel={partyLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={t('noOptions')}
      loadingText={t('loading')}
      onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
      onChange={(_, chosen) => onChange(chosen)}
      {...(onBlur === undefined ? {} : { onBlur })}
      {...(onFocus === undefined ? {} : { onFocus })}
      slotProps={{
        listbox: { onScroll: (event: UIEvent<HTMLElement>) => scrolledToEnd(event) && results.loadMore() },
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('search')}
          {...inputProps}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...(ariaLabel === undefined ? {} : { 'aria-label': ariaLabel }),
            },
          }}
        />
      )}
    />
  );
}
