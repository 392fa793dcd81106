import { useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';
import { FormTextField } from '../../pages/FormTextField.js';
import type { TranslatableName } from './translatableName.js';
import { TranslationDialog } from './TranslationDialog.js';

export interface TranslatableNameFieldProps {
  label: string;
  value: TranslatableName;
  onChange: (value: TranslatableName) => void;
  /** Messages to show under the field; none means valid. */
  messages?: readonly string[];
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The input's name, e.g. for server field errors. */
  name?: string;
}

/**
 * The name field of a definition with a button that opens its translations, one field per language the
 * tenant supports.
 */
export function TranslatableNameField({
  label,
  value,
  onChange,
  messages = [],
  disabled = false,
  ...inputProps
}: TranslatableNameFieldProps) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const [translating, setTranslating] = useState(false);
  const buttonLabel = t('adminCommon.editTranslations', { name: label });
  return (
    <>
      <FormTextField
        {...inputProps}
        label={label}
        value={value.name}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        messages={messages}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={buttonLabel}>
                  <span>
                    <IconButton
                      aria-label={buttonLabel}
                      onClick={() => setTranslating(true)}
                      disabled={disabled}
                      edge="end"
                    >
                      <TranslateIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <TranslationDialog
        open={translating}
        languages={settings.supportedLanguages}
        value={value.translations}
        title={
          value.name.trim() === ''
            ? t('adminCommon.translations')
            : t('adminCommon.translationsOf', { name: value.name })
        }
        onClose={() => setTranslating(false)}
        onApply={(translations) => {
          onChange({ ...value, translations });
          setTranslating(false);
        }}
      />
    </>
  );
}
