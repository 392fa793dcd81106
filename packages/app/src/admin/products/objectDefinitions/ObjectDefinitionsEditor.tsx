import { useState } from 'react';
import type { ObjectDefinition, ProductType } from '@coverline/engine';
import { IconByName } from '@coverline/widgets';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../api/objectCatalog.js';
import { useLocale } from '../../../i18n/LocaleContext.js';
import type { ConditionFieldOption } from '../condition/conditionFieldOptions.js';
import type { LookupChoice } from '../fieldDefinition/FieldDefinitionDialog.js';
import { moveItem } from '../moveItem.js';
import { RowAction } from '../RowAction.js';
import { FieldsTable } from './FieldsTable.js';
import { ObjectDefinitionForm } from './ObjectDefinitionForm.js';
import { fitsProductType, isPredefinedObjectType } from './objectTypes.js';

export interface ObjectDefinitionsEditorProps {
  objects: readonly ObjectDefinition[];
  onChange: (objects: ObjectDefinition[]) => void;
  /** Messages of an object's input, by its position. */
  messagesOf: (index: number, input: string) => string[];
  /** Positions of the objects shown open. */
  expanded: ReadonlySet<number>;
  onExpandedChange: (expanded: Set<number>) => void;
  /** The tenant's object definitions: what can be added, and what Object fields reference. */
  library: readonly ObjectDefinition[];
  productType: ProductType | undefined;
  conditionFields: readonly ConditionFieldOption[];
  lookups: readonly LookupChoice[];
  enrichments: ObjectDefinitionFormEnrichments;
  readOnly?: boolean;
}

type ObjectDefinitionFormEnrichments = Parameters<typeof ObjectDefinitionForm>[0]['enrichments'];

/** A new custom object with nothing in it yet. */
const CUSTOM_OBJECT: ObjectDefinition = {
  key: '',
  objectType: 'CUSTOM',
  name: '',
  fields: [],
  attributes: { controlType: 'SINGLE_OBJECT', columns: 2 },
};

/**
 * The object definitions of a product version: each with its attributes and fields,
 * reordered up or down, deleted, or added as a copy of a library object (a predefined type or a custom one
 * kept in the library) or as a new custom object.
 */
export function ObjectDefinitionsEditor(props: ObjectDefinitionsEditorProps) {
  const { objects, onChange, expanded, onExpandedChange, library, productType, readOnly = false } = props;
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { locale } = useLocale();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const present = new Set(objects.map((object) => object.id).filter((id) => id !== undefined));
  const addable = library.filter(
    (object) =>
      object.id !== undefined && !present.has(object.id) && fitsProductType(object.objectType, productType),
  );
  const predefined = addable.filter((object) => isPredefinedObjectType(object.objectType));
  const custom = addable.filter((object) => !isPredefinedObjectType(object.objectType));

  const add = (object: ObjectDefinition) => {
    setMenuAnchor(null);
    // A copy of the library object: its id ties it to the library (propagated saves), its lock counter does not.
    const { version: _libraryVersion, ...copy } = structuredClone(object);
    onChange([...objects, copy]);
    onExpandedChange(new Set([...expanded, objects.length]));
  };
  const move = (index: number, by: number) => {
    onChange(moveItem(objects, index, by));
    const next = new Set(
      [...expanded].map((at) => (at === index ? index + by : at === index + by ? index : at)),
    );
    onExpandedChange(next);
  };
  const remove = (index: number) => {
    onChange(objects.filter((_, at) => at !== index));
    onExpandedChange(
      new Set([...expanded].filter((at) => at !== index).map((at) => (at > index ? at - 1 : at))),
    );
  };
  const toggle = (index: number) => {
    const next = new Set(expanded);
    if (!next.delete(index)) next.add(index);
    onExpandedChange(next);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('objectDefinition.objects')}
        </Typography>
        {!readOnly && (
          <Button
            startIcon={<AddIcon />}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            aria-haspopup="menu"
          >
            {t('objectDefinition.addObject')}
          </Button>
        )}
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={() => add(CUSTOM_OBJECT)}>{t('objectDefinition.newCustomObject')}</MenuItem>
          {predefined.length > 0 && <Divider />}
          {predefined.length > 0 && <ListSubheader>{t('objectDefinition.predefinedObjects')}</ListSubheader>}
          {predefined.map((object) => (
            <MenuItem key={object.id} onClick={() => add(object)}>
              {t(`classifiers:objectTypes.${object.objectType}`)} — {displayName(object, locale)}
            </MenuItem>
          ))}
          {custom.length > 0 && <Divider />}
          {custom.length > 0 && <ListSubheader>{t('objectDefinition.libraryObjects')}</ListSubheader>}
          {custom.map((object) => (
            <MenuItem key={object.id} onClick={() => add(object)}>
              {displayName(object, locale)}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      {objects.length === 0 && (
        <Typography color="text.secondary">{t('objectDefinition.noObjects')}</Typography>
      )}
      {objects.map((object, index) => {
        const name = displayName(object, locale) || t('objectDefinition.newObject');
        const open = expanded.has(index);
        return (
          <Paper
            key={index}
            variant="outlined"
            component="section"
            aria-label={name}
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <IconByName name={object.iconName} color="primary" />
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {object.key}
              </Typography>
              <Chip size="small" label={t(`classifiers:objectTypes.${object.objectType}`)} />
              <Stack direction="row" sx={{ ml: 'auto !important' }}>
                {!readOnly && (
                  <>
                    <RowAction
                      label={t('objectDefinition.moveObjectUp', { name })}
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                    >
                      <ArrowUpwardIcon />
                    </RowAction>
                    <RowAction
                      label={t('objectDefinition.moveObjectDown', { name })}
                      onClick={() => move(index, 1)}
                      disabled={index === objects.length - 1}
                    >
                      <ArrowDownwardIcon />
                    </RowAction>
                    <RowAction
                      label={t('objectDefinition.deleteObject', { name })}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </RowAction>
                  </>
                )}
                <RowAction
                  label={t(open ? 'objectDefinition.collapse' : 'objectDefinition.expand', { name })}
                  onClick={() => toggle(index)}
                >
                  {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </RowAction>
              </Stack>
            </Stack>
            <Collapse in={open} unmountOnExit>
              <Stack spacing={3} sx={{ pt: 2 }}>
                <ObjectDefinitionForm
                  object={object}
                  onChange={(changed) => onChange(objects.map((each, at) => (at === index ? changed : each)))}
                  messagesOf={(input) => props.messagesOf(index, input)}
                  conditionFields={props.conditionFields}
                  enrichments={props.enrichments}
                  readOnly={readOnly}
                />
                <FieldsTable
                  object={object}
                  onChange={(changed) => onChange(objects.map((each, at) => (at === index ? changed : each)))}
                  conditionFields={props.conditionFields}
                  references={library.filter((each) => each.id !== undefined)}
                  lookups={props.lookups}
                  formulaObjects={objects}
                  readOnly={readOnly}
                />
              </Stack>
            </Collapse>
          </Paper>
        );
      })}
    </Stack>
  );
}
