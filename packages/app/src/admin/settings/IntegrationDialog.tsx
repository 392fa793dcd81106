import { INTEGRATION_TYPES, type IntegrationView } from '@coverline/engine';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';
import {
  draftOf,
  fieldsOf,
  integrationErrors,
  integrationOf,
  keepsSecret,
  NEW_INTEGRATION,
  providersOf,
  type IntegrationDraft,
  type IntegrationErrors,
} from './integrationRules.js';

interface IntegrationDialogProps {
  /** The integration to edit (its type and provider stay), or undefined to add one. */
  integration: IntegrationView | undefined;
  /** The other integrations, whose names this one may not take. */
  others: readonly IntegrationView[];
  onSave: (integration: IntegrationView) => void;
  onClose: () => void;
}

/**
 * Adds or edits an integration: the type first, then a provider of that type, then the name and the
 * provider's fields. Secrets are never shown: one the integration holds is kept when left empty. The rules
 * are checked on save only.
 */
export function IntegrationDialog({ integration, others, onSave, onClose }: IntegrationDialogProps) {
  const { t } = useTranslation(['UI-context', 'classifiers', 'frontend-validations']);
  const text = useTextTranslation();
  const editing = integration !== undefined;
  const [draft, setDraft] = useState<IntegrationDraft>(() =>
    integration === undefined ? NEW_INTEGRATION : draftOf(integration),
  );
  const [errors, setErrors] = useState<IntegrationErrors>({});
  const errorOf = (key: string) => {
    const error = errors[key];
    return error === undefined
      ? {}
      : { error: true, helperText: t(`frontend-validations:integration.${error}`) };
  };
  const change = (changes: Partial<IntegrationDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setField = (key: string, value: string) =>
    setDraft((current) => ({ ...current, settings: { ...current.settings, [key]: value } }));

  function save() {
    const found = integrationErrors(draft, others, integration);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(integrationOf(draft));
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="integration-dialog-title">
      <DialogTitle id="integration-dialog-title">
        {t(editing ? 'settings.integrations.editTitle' : 'settings.integrations.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('settings.integrations.type')}
            value={draft.type}
            disabled={editing}
            onChange={(event) =>
              change({ type: event.target.value as IntegrationDraft['type'], provider: '', settings: {} })
            }
            {...errorOf('type')}
          >
            {INTEGRATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`classifiers:integrationTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.type !== '' && (
            <TextField
              select
              label={t('settings.integrations.provider')}
              value={draft.provider}
              disabled={editing}
              onChange={(event) => change({ provider: event.target.value, settings: {} })}
              {...errorOf('provider')}
            >
              {providersOf(draft.type).map((provider) => (
                <MenuItem key={provider.key} value={provider.key}>
                  {text(`classifiers:integrationProviders.${provider.key}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {draft.provider !== '' && (
            <>
              <TextField
                label={t('settings.integrations.name')}
                value={draft.name}
                required
                slotProps={{ htmlInput: { maxLength: 200 } }}
                onChange={(event) => change({ name: event.target.value })}
                {...errorOf('name')}
              />
              {fieldsOf(draft).map((field) => {
                const kept = field.secret && keepsSecret(draft, integration, field.key);
                return (
                  <TextField
                    key={field.key}
                    label={text(`UI-context:settings.integrations.fields.${field.key}`)}
                    required={field.mandatory && !kept}
                    type={field.secret ? 'password' : field.format === 'uri' ? 'url' : 'text'}
                    autoComplete={field.secret ? 'new-password' : 'off'}
                    value={draft.settings[field.key] ?? ''}
                    placeholder={kept ? t('settings.integrations.secretKept') : undefined}
                    helperText={kept ? t('settings.integrations.secretKeptHelp') : undefined}
                    slotProps={{ htmlInput: { maxLength: 2000 }, inputLabel: { shrink: kept || undefined } }}
                    onChange={(event) => setField(field.key, event.target.value)}
                    {...errorOf(`settings.${field.key}`)}
                  />
                );
              })}
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.enabled}
                    onChange={(event) => change({ enabled: event.target.checked })}
                  />
                }
                label={t('settings.integrations.enabled')}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminCommon.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('settings.integrations.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
