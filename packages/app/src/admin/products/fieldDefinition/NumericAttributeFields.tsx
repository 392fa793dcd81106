import { useState, type KeyboardEvent } from 'react';
import type { AttributeType } from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../pages/FormTextField.js';
import type { FieldForm } from './fieldForm.js';
import { fieldTypeAttributes } from './fieldTypeAttributes.js';

interface NumericAttributeFieldsProps {
  form: FieldForm;
  onChange: (change: Partial<FieldForm>) => void;
  messagesOf: (path: string) => string[];
  disabled: boolean;
}

/**
 * How a numeric field's value is constrained: any value, one of a list of allowed values, or a range (offered
 * for the integer types only).
 */
export function NumericAttributeFields({
  form,
  onChange,
  messagesOf,
  disabled,
}: NumericAttributeFieldsProps) {
  const { t } = useTranslation('UI-context');
  const [typed, setTyped] = useState('');
  const offered = fieldTypeAttributes(form.fieldType).attributeTypes;
  const add = () => {
    if (typed.trim() === '') return;
    onChange({ allowedValues: [...form.allowedValues, typed.trim()] });
    setTyped('');
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const allowedMessages = messagesOf('allowedValues');

  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id="attribute-type">{t('fieldDefinition.attributeType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="attribute-type"
          value={offered.includes(form.attributeType) ? form.attributeType : 'ANY'}
          onChange={(event) => onChange({ attributeType: event.target.value as AttributeType })}
        >
          {offered.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`fieldDefinition.attributeTypes.${type}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {form.attributeType === 'SPECIFIC' && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('fieldDefinition.allowedValue')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={addOnEnter}
              disabled={disabled}
              error={allowedMessages.length > 0}
              helperText={allowedMessages[0] ?? t('fieldDefinition.allowedValueHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flexGrow: 1 }}
            />
            <Button startIcon={<AddIcon />} onClick={add} disabled={disabled} sx={{ mt: 1 }}>
              {t('fieldDefinition.addAllowedValue')}
            </Button>
          </Stack>
          <Box
            role="list"
            aria-label={t('fieldDefinition.allowedValues')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {form.allowedValues.map((value, index) => (
              <Chip
                key={`${index}-${value}`}
                role="listitem"
                label={value}
                onDelete={
                  disabled
                    ? undefined
                    : () => onChange({ allowedValues: form.allowedValues.filter((_, at) => at !== index) })
                }
              />
            ))}
          </Box>
        </Stack>
      )}
      {form.attributeType === 'RANGE' && offered.includes('RANGE') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            label={t('fieldDefinition.rangeMin')}
            value={form.rangeMin}
            onChange={(event) => onChange({ rangeMin: event.target.value })}
            messages={messagesOf('rangeMin')}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            label={t('fieldDefinition.rangeMax')}
            value={form.rangeMax}
            onChange={(event) => onChange({ rangeMax: event.target.value })}
            messages={messagesOf('rangeMax')}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
