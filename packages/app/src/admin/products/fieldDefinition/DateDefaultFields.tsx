import {
  DATE_DEFAULT_TYPES,
  DATE_FIELD_UNITS,
  DATE_OPERATION_TYPES,
  DATE_UNITS,
  type DateDefaultType,
  type DateUnit,
} from '@coverline/engine';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../pages/FormTextField.js';
import { FIRST_DATE_OPERATION, type DateOperationForm, type FieldForm } from './fieldForm.js';

interface DateDefaultFieldsProps {
  form: FieldForm;
  onChange: (change: Partial<FieldForm>) => void;
  messagesOf: (path: string) => string[];
  disabled: boolean;
}

/**
 * Where a Date or DateTime field's default comes from (none, a static value, the current moment, or operations
 * applied to it), with the operations a Date field may use (years, months, days). A dynamic default has at least
 * one operation: the first cannot be removed.
 */
export function DateDefaultFields({ form, onChange, messagesOf, disabled }: DateDefaultFieldsProps) {
  const { t } = useTranslation('UI-context');
  const isDate = form.fieldType === 'Date';
  const units: readonly DateUnit[] = isDate ? DATE_FIELD_UNITS : DATE_UNITS;
  const setType = (dateDefaultType: DateDefaultType) =>
    onChange({
      dateDefaultType,
      ...(dateDefaultType === 'DYNAMIC' && form.dateOperations.length === 0
        ? { dateOperations: [FIRST_DATE_OPERATION] }
        : {}),
    });
  const setOperation = (index: number, change: Partial<DateOperationForm>) =>
    onChange({
      dateOperations: form.dateOperations.map((operation, at) =>
        at === index ? { ...operation, ...change } : operation,
      ),
    });

  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id="date-default-type">{t('fieldDefinition.dateDefaultType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="date-default-type"
          value={form.dateDefaultType}
          onChange={(event) => setType(event.target.value as DateDefaultType)}
        >
          {DATE_DEFAULT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`fieldDefinition.dateDefaultTypes.${type}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {form.dateDefaultType === 'STATIC' && (
        <FormTextField
          label={t('fieldDefinition.dateDefaultValue')}
          type={isDate ? 'date' : 'datetime-local'}
          value={form.dateDefaultValue}
          onChange={(event) => onChange({ dateDefaultValue: event.target.value })}
          messages={messagesOf('dateDefaultValue')}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
      )}
      {form.dateDefaultType === 'DYNAMIC' && (
        <Stack
          spacing={1.5}
          role="group"
          aria-label={t('fieldDefinition.dateOperations')}
          sx={{ width: '100%' }}
        >
          {form.dateOperations.map((operation, index) => {
            const number = index + 1;
            return (
              <Stack
                key={index}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <FormTextField
                  select
                  label={t('fieldDefinition.operationType', { number })}
                  value={operation.type}
                  onChange={(event) =>
                    setOperation(index, { type: event.target.value as DateOperationForm['type'] })
                  }
                  messages={messagesOf(`dateOperations.${index}.type`)}
                  disabled={disabled}
                >
                  {DATE_OPERATION_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`fieldDefinition.operationTypes.${type}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  select
                  label={t('fieldDefinition.operationUnit', { number })}
                  value={operation.unit}
                  onChange={(event) => setOperation(index, { unit: event.target.value as DateUnit })}
                  messages={messagesOf(`dateOperations.${index}.unit`)}
                  disabled={disabled}
                >
                  {DATE_UNITS.map((unit) => (
                    <MenuItem key={unit} value={unit} sx={units.includes(unit) ? {} : { display: 'none' }}>
                      {t(`fieldDefinition.units.${unit}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  label={t('fieldDefinition.operationValue', { number })}
                  value={operation.value}
                  onChange={(event) => setOperation(index, { value: event.target.value })}
                  messages={messagesOf(`dateOperations.${index}.value`)}
                  disabled={disabled}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                {index > 0 && !disabled && (
                  <Tooltip title={t('fieldDefinition.removeOperation', { number })}>
                    <IconButton
                      aria-label={t('fieldDefinition.removeOperation', { number })}
                      onClick={() =>
                        onChange({ dateOperations: form.dateOperations.filter((_, at) => at !== index) })
                      }
                      sx={{ mt: 1 }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            );
          })}
          {!disabled && (
            <Button
              startIcon={<AddIcon />}
              onClick={() => onChange({ dateOperations: [...form.dateOperations, FIRST_DATE_OPERATION] })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('fieldDefinition.addOperation')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
