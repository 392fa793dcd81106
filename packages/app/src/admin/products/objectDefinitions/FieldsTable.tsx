import { useState } from 'react';
import type { FieldDefinition, ObjectDefinition } from '@coverline/engine';
import { IconByName } from '@coverline/widgets';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../api/objectCatalog.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import type { ConditionFieldOption } from '../condition/conditionFieldOptions.js';
import { FieldDefinitionDialog, type LookupChoice } from '../fieldDefinition/FieldDefinitionDialog.js';
import { moveItem } from '../moveItem.js';
import { RowAction } from '../RowAction.js';
import { putField, removeField } from './objectFieldChanges.js';

export interface FieldsTableProps {
  object: ObjectDefinition;
  onChange: (object: ObjectDefinition) => void;
  conditionFields: readonly ConditionFieldOption[];
  references: readonly ObjectDefinition[];
  lookups: readonly LookupChoice[];
  /** The other objects of the form, whose fields formulas may read (the object itself is `object`). */
  formulaObjects?: readonly ObjectDefinition[];
  /** Fields can only be viewed. */
  readOnly?: boolean;
}

/** Which field the dialog shows: a new one, or the one at an index. */
type Open = { index: number | undefined } | undefined;

/**
 * The fields of an object definition: add, edit, reorder, and delete all but the
 * predefined ones; in a locked version each field opens its view.
 */
export function FieldsTable({
  object,
  onChange,
  conditionFields,
  references,
  lookups,
  formulaObjects = [],
  readOnly = false,
}: FieldsTableProps) {
  const { t } = useTranslation('UI-context');
  const { locale } = useLocale();
  const [open, setOpen] = useState<Open>(undefined);
  const editing = open?.index === undefined ? undefined : object.fields[open.index];
  const objectName = displayName(object, locale);

  const save = (field: FieldDefinition) => {
    onChange(putField(object, field, editing?.key));
    setOpen(undefined);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('objectDefinition.fields')}
        </Typography>
        {!readOnly && (
          <Button startIcon={<AddIcon />} onClick={() => setOpen({ index: undefined })}>
            {t('objectDefinition.addField')}
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('objectDefinition.fieldsOf', { name: objectName })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('objectDefinition.fieldName')}</TableCell>
              <TableCell>{t('objectDefinition.fieldKey')}</TableCell>
              <TableCell>{t('objectDefinition.fieldType')}</TableCell>
              <TableCell>{t('objectDefinition.mandatory')}</TableCell>
              <TableCell align="right">{t('objectDefinition.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {object.fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">{t('objectDefinition.noFields')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {object.fields.map((field, index) => {
              const name = displayName(field, locale);
              return (
                <TableRow key={field.key} sx={field.attributes.used === false ? { opacity: 0.6 } : undefined}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <IconByName name={field.iconName} fontSize="small" color="action" />
                      <span>{name}</span>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{field.key}</TableCell>
                  <TableCell>{t(`fieldDefinition.fieldTypes.${field.attributes.fieldType}`)}</TableCell>
                  <TableCell>
                    {t(field.attributes.mandatory ? 'objectDefinition.yes' : 'objectDefinition.no')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {readOnly ? (
                      <RowAction
                        label={t('objectDefinition.viewField', { name })}
                        onClick={() => setOpen({ index })}
                      >
                        <VisibilityIcon />
                      </RowAction>
                    ) : (
                      <>
                        <RowAction
                          label={t('objectDefinition.moveFieldUp', { name })}
                          onClick={() => onChange({ ...object, fields: moveItem(object.fields, index, -1) })}
                          disabled={index === 0}
                        >
                          <ArrowUpwardIcon />
                        </RowAction>
                        <RowAction
                          label={t('objectDefinition.moveFieldDown', { name })}
                          onClick={() => onChange({ ...object, fields: moveItem(object.fields, index, 1) })}
                          disabled={index === object.fields.length - 1}
                        >
                          <ArrowDownwardIcon />
                        </RowAction>
                        <RowAction
                          label={t('objectDefinition.editField', { name })}
                          onClick={() => setOpen({ index })}
                        >
                          <EditIcon />
                        </RowAction>
                        {!field.attributes.predefined && (
                          <RowAction
                            label={t('objectDefinition.deleteField', { name })}
                            onClick={() => onChange(removeField(object, field.key))}
                          >
                            <DeleteIcon />
                          </RowAction>
                        )}
                      </>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <FieldDefinitionDialog
        open={open !== undefined}
        field={editing}
        otherKeys={object.fields.filter((field) => field !== editing).map((field) => field.key)}
        conditionFields={conditionFields}
        references={references}
        lookups={lookups}
        formulaContext={{
          objects: [object, ...formulaObjects.filter((other) => other.key !== object.key)],
          objectKey: object.key,
        }}
        readOnly={readOnly}
        onSave={save}
        onClose={() => setOpen(undefined)}
      />
    </Stack>
  );
}
