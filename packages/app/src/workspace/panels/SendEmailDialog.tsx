import type { DocumentTemplate, SendEmail } from '@coverline/engine';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderSelect } from './ProviderSelect.js';
import { TemplateChoice } from './TemplateChoice.js';

/** An e-mail as the dialog sends it: the `email` part and the files. */
export interface EmailDraft {
  email: SendEmail;
  files: File[];
}

/**
 * A new e-mail: addresses (several separated by commas), subject, text, the e-mail integration to send it
 * through (the tenant's enabled ones, by name), the document templates whose documents go with it as PDF
 * (`templates`, when the user may generate them) and files to attach.
 */
export function SendEmailDialog({
  providers,
  templatesPath,
  templates,
  onSend,
  onClose,
}: {
  providers: readonly string[];
  /** Where the product's text templates are listed and rendered for the record. */
  templatesPath: string;
  templates: readonly DocumentTemplate[];
  onSend: (draft: EmailDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const templatesId = useId();
  const [email, setEmail] = useState<SendEmail>({
    to: '',
    cc: '',
    bcc: '',
    subject: '',
    message: '',
    provider: providers[0] ?? '',
    documentTemplateIds: [],
  });
  const [files, setFiles] = useState<File[]>([]);
  const text = (
    key: 'to' | 'cc' | 'bcc' | 'subject' | 'message',
    label: string,
    maxLength: number,
    extra = {},
  ) => (
    <TextField
      label={label}
      value={email[key] ?? ''}
      onChange={(event) => setEmail({ ...email, [key]: event.target.value })}
      slotProps={{ htmlInput: { maxLength } }}
      {...extra}
    />
  );
  const chosen = email.documentTemplateIds ?? [];
  const ready =
    email.to.trim() !== '' &&
    email.subject.trim() !== '' &&
    email.message.trim() !== '' &&
    email.provider !== '';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('workspace.panels.sendEmail')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TemplateChoice
            path={templatesPath}
            onFill={({ subject, text: body }) =>
              setEmail((before) => ({
                ...before,
                subject: subject.slice(0, 300),
                message: body ?? before.message,
              }))
            }
          />
          {text('to', t('workspace.panels.emailTo'), 1000, {
            required: true,
            helperText: t('workspace.panels.emailAddressesHelp'),
          })}
          {text('cc', t('workspace.panels.emailCc'), 1000)}
          {text('bcc', t('workspace.panels.emailBcc'), 1000)}
          <ProviderSelect
            label={t('workspace.panels.emailProvider')}
            providers={providers}
            value={email.provider}
            onChange={(provider) => setEmail({ ...email, provider })}
          />
          {text('subject', t('workspace.panels.emailSubject'), 300, { required: true })}
          {text('message', t('workspace.panels.emailMessage'), 20_000, {
            required: true,
            multiline: true,
            minRows: 5,
          })}
          {templates.length > 0 && (
            <FormGroup role="group" aria-labelledby={templatesId}>
              <FormLabel id={templatesId}>{t('workspace.panels.emailDocuments')}</FormLabel>
              {templates.map((template) => (
                <FormControlLabel
                  key={template.id}
                  label={template.name}
                  control={
                    <Checkbox
                      checked={chosen.includes(template.id)}
                      onChange={(event) =>
                        setEmail({
                          ...email,
                          documentTemplateIds: event.target.checked
                            ? [...chosen, template.id]
                            : chosen.filter((id) => id !== template.id),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
          <div>
            <Button component="label" variant="outlined">
              {t('workspace.panels.emailAttach')}
              <input
                hidden
                type="file"
                multiple
                onChange={(event) => {
                  const added = [...(event.target.files ?? [])];
                  event.target.value = '';
                  setFiles([...files, ...added]);
                }}
              />
            </Button>
            {files.length > 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {files.map((file) => file.name).join(', ')}
              </Typography>
            )}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.panels.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => onSend({ email: withoutEmpty(email), files })}
        >
          {t('workspace.panels.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Copy and blind copy only when given. */
function withoutEmpty({ cc, bcc, ...email }: SendEmail): SendEmail {
  return {
    ...email,
    to: email.to.trim(),
    ...(cc?.trim() ? { cc: cc.trim() } : {}),
    ...(bcc?.trim() ? { bcc: bcc.trim() } : {}),
  };
}
