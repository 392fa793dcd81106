import { lazy, Suspense, useState } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../pages/FormTextField.js';
import type { ConditionDialogProps } from './ConditionDialog.js';
import type { ConditionFieldOption } from './conditionFieldOptions.js';

/** The builder and react-querybuilder load when a condition is first edited. */
const ConditionDialog = lazy(() => import('./ConditionDialog.js'));

export interface ConditionFieldProps {
  label: string;
  /** CEL text; empty for "always shown". */
  value: string;
  onChange: (text: string) => void;
  /** The fields the condition may test. */
  fields: readonly ConditionFieldOption[];
  /** What the condition belongs to, for the builder's title. */
  owner: string;
  /** What an empty condition means; "always shown" by default. */
  emptyText?: string;
  disabled?: boolean;
  /** The party search of customer fields' values in the builder. */
  searchParties?: ConditionDialogProps['searchParties'] | undefined;
}

/** A display condition shown as its CEL text, edited in the condition builder dialog or cleared. */
export function ConditionField({
  label,
  value,
  onChange,
  fields,
  owner,
  emptyText,
  disabled = false,
  searchParties,
}: ConditionFieldProps) {
  const { t } = useTranslation('UI-context');
  const [editing, setEditing] = useState(false);
  const editLabel = t('condition.edit', { name: label });
  const clearLabel = t('condition.clear', { name: label });
  return (
    <>
      <FormTextField
        label={label}
        value={value}
        placeholder={emptyText ?? t('condition.always')}
        multiline
        messages={[]}
        disabled={disabled}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            readOnly: true,
            sx: { fontFamily: 'monospace' },
            endAdornment: !disabled && (
              <InputAdornment position="end">
                {value !== '' && (
                  <Tooltip title={clearLabel}>
                    <IconButton aria-label={clearLabel} onClick={() => onChange('')}>
                      <ClearIcon />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={editLabel}>
                  <IconButton aria-label={editLabel} onClick={() => setEditing(true)} edge="end">
                    <EditIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <ConditionDialog
            title={owner}
            value={value}
            fields={fields}
            {...(searchParties === undefined ? {} : { searchParties })}
            onClose={() => setEditing(false)}
            onApply={(text) => {
              onChange(text);
              setEditing(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
