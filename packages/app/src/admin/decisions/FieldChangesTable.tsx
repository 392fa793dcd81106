import type { DecisionProduct, FieldChange, LookupValue, QueryFieldContract } from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../api/objectCatalog.js';
import { useObjectCatalog, useTenantSettings } from '../../api/shellData.js';
import { FormTextField } from '../../pages/FormTextField.js';

export interface FieldChangesTableProps {
  changes: readonly FieldChange[];
  onChange: (changes: FieldChange[]) => void;
  products: readonly DecisionProduct[];
  /** Messages by the change's path (`quoteDiff.0.value`). */
  messagesOf: (path: string) => string[];
  disabled: boolean;
}

/** The fields a change may set: its product's, or those of every product for a change of all products. */
function fieldsFor(
  products: readonly DecisionProduct[],
  productId: string | undefined,
): QueryFieldContract[] {
  const named = productId === undefined ? products : products.filter(({ id }) => id === productId);
  const byKey = new Map(named.flatMap(({ fields }) => fields.map((field) => [field.key, field] as const)));
  // a customer or a list has no single value a decision could set
  return [...byKey.values()].filter(
    ({ fieldType }) => !['Customer', 'StringArray', 'Object'].includes(fieldType),
  );
}

interface ValueEditorProps {
  field: QueryFieldContract | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  messages: string[];
  disabled: boolean;
}

/** The value of a change as its field's type takes it: a number, an amount, a date, yes/no, a lookup value, text. */
function ValueEditor({ field, value, onChange, label, messages, disabled }: ValueEditorProps) {
  const { t, i18n } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const catalog = useObjectCatalog();
  const common = { label, messages, disabled, size: 'small' as const };
  switch (field?.fieldType) {
    case 'Integer':
    case 'Numeric':
      return (
        <FormTextField
          {...common}
          type="number"
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        />
      );
    case 'Money': {
      const money = (value ?? {}) as { amount?: number; currency?: string };
      return (
        <FormTextField
          {...common}
          type="number"
          value={money.amount ?? ''}
          hint={money.currency ?? settings.defaultCurrency}
          onChange={(event) =>
            onChange({
              amount: Number(event.target.value),
              currency: money.currency ?? settings.defaultCurrency ?? 'EUR',
            })
          }
        />
      );
    }
    case 'Boolean':
      return (
        <FormTextField
          {...common}
          select
          value={typeof value === 'boolean' ? String(value) : ''}
          onChange={(event) => onChange(event.target.value === 'true')}
        >
          <MenuItem value="true">{t('decisions.yes')}</MenuItem>
          <MenuItem value="false">{t('decisions.no')}</MenuItem>
        </FormTextField>
      );
    case 'Date':
      return (
        <FormTextField
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'Lookup': {
      const lookups = catalog.lookups as { id: string; values?: LookupValue[] }[];
      const values = lookups.find(({ id }) => id === field.meta?.lookupId)?.values;
      if (values !== undefined)
        return (
          <FormTextField
            {...common}
            select
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          >
            {values.map((each) => (
              <MenuItem key={each.key} value={each.key}>
                {displayName(each, i18n.language)}
              </MenuItem>
            ))}
          </FormTextField>
        );
      break;
    }
  }
  return (
    <FormTextField
      {...common}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
    />
  );
}

/**
 * The field changes a decision makes before its operation: each sets one field of the quotes of one product
 * (or of every product that defines it) to a value of the field's type. The server validates each value
 * against its product's compiled schema.
 */
export function FieldChangesTable({
  changes,
  onChange,
  products,
  messagesOf,
  disabled,
}: FieldChangesTableProps) {
  const { t, i18n } = useTranslation('UI-context');
  const replace = (index: number, change: FieldChange) =>
    onChange(changes.map((each, at) => (at === index ? change : each)));
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2">
        {t('decisions.fields.quoteDiff')}
      </Typography>
      {changes.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('decisions.noChanges')}
        </Typography>
      )}
      {changes.map((change, index) => {
        const fields = fieldsFor(products, change.productId);
        const field = fields.find(({ key }) => key === change.key);
        const number = index + 1;
        return (
          <Stack
            key={index}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            <FormTextField
              select
              size="small"
              label={t('decisions.change.product', { number })}
              value={change.productId ?? ''}
              messages={messagesOf(`quoteDiff.${index}.productId`)}
              disabled={disabled}
              onChange={(event) => {
                const { productId: _old, ...rest } = change;
                replace(index, event.target.value === '' ? rest : { ...rest, productId: event.target.value });
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('decisions.change.allProducts')}</MenuItem>
              {products.map((product) => (
                <MenuItem key={product.id} value={product.id}>
                  {displayName(product, i18n.language)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              select
              size="small"
              label={t('decisions.change.field', { number })}
              value={field === undefined ? '' : change.key}
              messages={messagesOf(`quoteDiff.${index}.key`)}
              disabled={disabled}
              onChange={(event) => replace(index, { ...change, key: event.target.value, value: null })}
            >
              {fields.map((each) => (
                <MenuItem key={each.key} value={each.key}>
                  {displayName(each, i18n.language)}
                </MenuItem>
              ))}
            </FormTextField>
            <ValueEditor
              field={field}
              value={change.value}
              onChange={(value) => replace(index, { ...change, value })}
              label={t('decisions.change.value', { number })}
              messages={messagesOf(`quoteDiff.${index}.value`)}
              disabled={disabled || field === undefined}
            />
            {!disabled && (
              <IconButton
                aria-label={t('decisions.change.remove', { number })}
                onClick={() => onChange(changes.filter((_each, at) => at !== index))}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {!disabled && (
        <div>
          <Button startIcon={<AddIcon />} onClick={() => onChange([...changes, { key: '', value: null }])}>
            {t('decisions.change.add')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
