import { SMS_MAX_LENGTH, type SendSms } from '@coverline/engine';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderSelect } from './ProviderSelect.js';
import { TemplateChoice } from './TemplateChoice.js';

/**
 * A new text message: the number, the SMS integration to send it through (the tenant's enabled ones, by
 * name) and the text, at most 160 characters with a live counter.
 */
export function SendSmsDialog({
  providers,
  templatesPath,
  onSend,
  onClose,
}: {
  providers: readonly string[];
  /** Where the product's text templates are listed and rendered for the record. */
  templatesPath: string;
  onSend: (sms: SendSms) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const [draft, setDraft] = useState<SendSms>({ to: '', message: '', provider: providers[0] ?? '' });
  const ready = draft.to.trim() !== '' && draft.message.trim() !== '' && draft.provider !== '';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('workspace.panels.sendSms')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TemplateChoice
            path={templatesPath}
            onFill={({ text }) =>
              setDraft((before) => ({ ...before, message: (text ?? '').slice(0, SMS_MAX_LENGTH) }))
            }
          />
          <TextField
            label={t('workspace.panels.smsTo')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 32, inputMode: 'tel' } }}
            required
          />
          <ProviderSelect
            label={t('workspace.panels.smsProvider')}
            providers={providers}
            value={draft.provider}
            onChange={(provider) => setDraft({ ...draft, provider })}
          />
          <TextField
            label={t('workspace.panels.smsMessage')}
            value={draft.message}
            onChange={(event) => setDraft({ ...draft, message: event.target.value })}
            multiline
            minRows={3}
            required
            slotProps={{ htmlInput: { maxLength: SMS_MAX_LENGTH } }}
            helperText={t('workspace.panels.smsLength', {
              length: draft.message.length,
              max: SMS_MAX_LENGTH,
            })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.panels.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => onSend({ ...draft, to: draft.to.trim() })}
        >
          {t('workspace.panels.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
