import type { QueryFieldContract, SavedQuery, Translations } from '@coverline/engine';
import TranslateIcon from '@mui/icons-material/Translate';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';
import { displayName } from '../../api/objectCatalog.js';
import { TranslationDialog } from '../common/TranslationDialog.js';
import { withSorting } from './queryDraft.js';

/** Field types whose text a search can match. */
const SEARCHABLE = new Set(['String', 'Text', 'Phone', 'Customer', 'Lookup', 'StringArray', 'Currency']);

interface QueryColumnsTableProps {
  query: SavedQuery;
  fields: readonly QueryFieldContract[];
  onChange: (query: SavedQuery) => void;
}

/** The chosen columns: whether each is searched, how it sorts, and its title in the other languages. */
export function QueryColumnsTable({ query, fields, onChange }: QueryColumnsTableProps) {
  const { t, i18n } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const [translating, setTranslating] = useState<string | undefined>();
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const nameOf = (key: string) => {
    const field = byKey.get(key);
    return field === undefined ? key : displayName(field, i18n.language);
  };
  const direction = (key: string) =>
    (query.sorting ?? [])
      .find((sortKey) => sortKey.startsWith(`${key}:`))
      ?.split(':')
      .at(-1) ?? '';
  const toggleSearch = (key: string, on: boolean) =>
    onChange({
      ...query,
      search: on ? [...(query.search ?? []), key] : (query.search ?? []).filter((each) => each !== key),
    });
  const setTitles = (key: string, translations: Translations) =>
    onChange({ ...query, columnTranslations: { ...query.columnTranslations, [key]: translations } });

  if (query.columns.length === 0) return null;
  return (
    <>
      <Table size="small" aria-label={t('queries.fields.columns')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('queries.columns.field')}</TableCell>
            <TableCell>{t('queries.columns.searchable')}</TableCell>
            <TableCell>{t('queries.columns.sorting')}</TableCell>
            <TableCell align="right">{t('queries.columns.titles')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {query.columns.map((key) => {
            const field = byKey.get(key);
            const name = nameOf(key);
            return (
              <TableRow key={key}>
                <TableCell>{name}</TableCell>
                <TableCell padding="checkbox">
                  {field !== undefined && SEARCHABLE.has(field.fieldType) && (
                    <Checkbox
                      checked={query.search?.includes(key) ?? false}
                      onChange={(event) => toggleSearch(key, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('queries.columns.searchableOf', { name }) } }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {field?.sortable === true && (
                    <TextField
                      select
                      size="small"
                      label={t('queries.columns.sortingOf', { name })}
                      value={direction(key)}
                      onChange={(event) =>
                        onChange(withSorting(query, key, event.target.value as 'ASC' | 'DESC' | ''))
                      }
                      sx={{ minWidth: 160 }}
                    >
                      <MenuItem value="">{t('queries.sorting.none')}</MenuItem>
                      <MenuItem value="ASC">{t('queries.sorting.ascending')}</MenuItem>
                      <MenuItem value="DESC">{t('queries.sorting.descending')}</MenuItem>
                    </TextField>
                  )}
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={t('queries.columns.translate', { name })}
                    onClick={() => setTranslating(key)}
                  >
                    <TranslateIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TranslationDialog
        open={translating !== undefined}
        languages={settings.supportedLanguages}
        value={(translating && query.columnTranslations?.[translating]) || {}}
        title={t('queries.columns.translate', { name: translating === undefined ? '' : nameOf(translating) })}
        onClose={() => setTranslating(undefined)}
        onApply={(translations) => {
          if (translating !== undefined) setTitles(translating, translations);
          setTranslating(undefined);
        }}
      />
    </>
  );
}
