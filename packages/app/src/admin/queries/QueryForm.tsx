import {
  QUERY_PERMISSIONS,
  QUERY_VISIBILITY_PLACES,
  type QueryFieldContract,
  type SavedQuery,
} from '@coverline/engine';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { displayName } from '../../api/objectCatalog.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useCan } from '../../navigation/useCan.js';
import { IconPicker } from '../common/IconPicker.js';
import { TranslatableNameField } from '../common/TranslatableNameField.js';
import { ConditionField } from '../products/condition/ConditionField.js';
import { useConditionPartySearch } from './useConditionPartySearch.js';
import { QueryColumnsTable } from './QueryColumnsTable.js';
import { MAX_QUERY_COLUMNS, queryErrors, withColumns, type QueryErrors } from './queryDraft.js';
import { useQueryFieldOptions } from './useQueryFieldOptions.js';

interface QueryFormProps {
  query: SavedQuery;
  /** The fields of the query's type: its core fields and those its product versions define. */
  fields: readonly QueryFieldContract[];
  onSaved: (saved: SavedQuery) => void;
}

/** Server field errors by the form's own names: a column's or sorting's error belongs to the columns. */
function layOut(errors: Record<string, string[]>): QueryErrors {
  const laidOut: QueryErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path === 'name' ? 'name' : 'columns';
    laidOut[field] = [...(laidOut[field] ?? []), ...messages];
  }
  return laidOut;
}

/**
 * The saved query editor: translatable name, icon, visibility, where it is offered, its columns (searchable,
 * sorting, translated titles) and its condition, built over the type's fields.
 */
export function QueryForm({ query: initial, fields, onSaved }: QueryFormProps) {
  const { t, i18n } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const partySearch = useConditionPartySearch();
  const [query, setQuery] = useState(initial);
  const [tried, setTried] = useState(false);
  const { run, saving, serverErrors, setServerErrors } = useSaveResource<QueryErrors>({ none: {}, layOut });
  const editable = can(initial.id === undefined ? 'query:Create' : 'query:Update');
  const errors = tried ? queryErrors(query) : {};
  const messages = (field: keyof QueryErrors) =>
    [...(errors[field] ?? []), ...(serverErrors[field] ?? [])].map((code) =>
      t(`queries.errors.${code}` as 'queries.errors.required'),
    );
  const options = useQueryFieldOptions(fields);
  const change = (next: SavedQuery) => {
    setQuery(next);
    setServerErrors({});
  };

  const save = () => {
    setTried(true);
    if (Object.keys(queryErrors(query)).length > 0) return;
    void run(async () => {
      const path = `/api/queries/${query.queryObject}`;
      const { queryFields: _supplied, ...body } = query;
      onSaved(
        await (query.id === undefined
          ? client.post<SavedQuery>(path, body)
          : client.put<SavedQuery>(path, body)),
      );
    });
  };

  const fieldName = (key: string) => {
    const field = fields.find((each) => each.key === key);
    return field === undefined ? key : displayName(field, i18n.language);
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <Stack spacing={3} component="form" noValidate onSubmit={(event) => (event.preventDefault(), save())}>
        <TranslatableNameField
          label={t('queries.fields.name')}
          value={{ name: query.name, translations: query.translations ?? {} }}
          onChange={({ name, translations }) => change({ ...query, name, translations })}
          messages={messages('name')}
          required
          disabled={!editable}
        />
        <IconPicker
          label={t('queries.fields.icon')}
          value={query.iconName}
          onChange={(iconName) => change({ ...query, iconName })}
          disabled={!editable}
        />
        <TextField
          select
          label={t('queries.fields.visibility')}
          value={query.permission ?? ''}
          onChange={(event) => {
            const { permission: _old, ...rest } = query;
            const permission = event.target.value as SavedQuery['permission'] | '';
            change(permission === '' ? rest : { ...rest, permission });
          }}
          disabled={!editable}
        >
          <MenuItem value="">{t('queries.visibility.everyone')}</MenuItem>
          {QUERY_PERMISSIONS.map((permission) => (
            <MenuItem key={permission} value={permission}>
              {t(`queries.visibility.${permission === 'internal:Restriction' ? 'internal' : 'partner'}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" disabled={!editable}>
          <FormLabel component="legend">{t('queries.fields.visibleIn')}</FormLabel>
          <FormGroup row>
            {QUERY_VISIBILITY_PLACES.map((place) => (
              <FormControlLabel
                key={place}
                label={t(`queries.places.${place}`)}
                control={
                  <Checkbox
                    checked={query.visibleIn?.includes(place) ?? false}
                    onChange={(event) =>
                      change({
                        ...query,
                        visibleIn: event.target.checked
                          ? [...(query.visibleIn ?? []), place]
                          : (query.visibleIn ?? []).filter((each) => each !== place),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <Autocomplete
          multiple
          options={fields.map(({ key }) => key)}
          value={query.columns}
          getOptionLabel={fieldName}
          getOptionDisabled={() => query.columns.length >= MAX_QUERY_COLUMNS}
          onChange={(_event, columns) => change(withColumns(query, columns))}
          disabled={!editable}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('queries.fields.columns')}
              required
              error={messages('columns').length > 0}
              helperText={
                messages('columns').join(' ') || t('queries.columnsHelp', { max: MAX_QUERY_COLUMNS })
              }
            />
          )}
        />
        <QueryColumnsTable query={query} fields={fields} onChange={change} />
        <ConditionField
          label={t('queries.fields.conditions')}
          value={query.conditions ?? ''}
          onChange={(conditions) => change({ ...query, conditions })}
          fields={options}
          owner={query.name}
          searchParties={partySearch}
          disabled={!editable}
        />
        {editable && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {t('queries.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
