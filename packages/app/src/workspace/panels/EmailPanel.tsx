import {
  DOCUMENT_PERMISSIONS,
  EMAIL_PERMISSIONS,
  formatDateTime,
  type DocumentTemplate,
  type Email,
  type MessageObjectKind,
} from '@coverline/engine';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { saveFile } from '../../api/saveFile.js';
import { useTenantSettings } from '../../api/shellData.js';
import { useCan } from '../../navigation/useCan.js';
import { PanelPager } from './PanelPager.js';
import { SendMessageButton } from './SendMessageButton.js';
import { SendEmailDialog, type EmailDraft } from './SendEmailDialog.js';
import { usePanelChange } from './usePanelChange.js';
import { usePanelPage } from './usePanelPage.js';
import { useResendConfirmation } from './useResendConfirmation.js';
import { useRefreshWhileWaiting } from './useRefreshWhileWaiting.js';

/**
 * The e-mails of a quote or contract, five a page, newest first: send one through an enabled e-mail
 * integration (with files, and documents generated from the product's templates), resend one after
 * confirmation, download what they carried. A queued e-mail shows as pending until its job sent it.
 */
export function EmailPanel({ kind, refId }: { kind: MessageObjectKind; refId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const run = usePanelChange();
  const { settings } = useTenantSettings();
  const base = `/api/${kind}/${refId}/emails`;
  const list = usePanelPage<Email>(`${base}/find`);
  const [sending, setSending] = useState(false);
  const permissions = EMAIL_PERMISSIONS[kind];
  const mayGenerate = can(DOCUMENT_PERMISSIONS[kind].generate);
  const { data: templates } = useSWR<DocumentTemplate[]>(
    sending && mayGenerate ? `/api/${kind}/${refId}/documents/templates` : null,
  );
  const providers = (settings.integrations ?? [])
    .filter((integration) => integration.type === 'EMAIL' && integration.enabled)
    .map((integration) => integration.name);

  useRefreshWhileWaiting(
    list.answer?.items,
    (email) => email.sentAt === null && !email.failed,
    () => list.reload(),
  );
  const change = (call: () => Promise<unknown>, done: string) =>
    run(async () => {
      await call();
      await list.reload();
    }, done);
  const resending = useResendConfirmation<Email>(
    {
      title: t('workspace.panels.resendEmailTitle'),
      message: (to) => t('workspace.panels.resendEmailMessage', { to }),
      confirm: t('workspace.panels.resend'),
    },
    (message) =>
      void change(() => client.post(`${base}/${message.id}/resend`), t('workspace.panels.emailQueued')),
  );
  const send = ({ email, files }: EmailDraft) => {
    const form = new FormData();
    form.append('email', JSON.stringify(email));
    for (const file of files) form.append('attachments', file, file.name);
    return client.sendForm('POST', `${base}/send`, form);
  };
  const statusOf = (email: Email) =>
    email.sentAt !== null
      ? t('workspace.panels.emailSent')
      : email.failed
        ? t('workspace.panels.emailFailed')
        : t('workspace.panels.emailPending');

  return (
    <section aria-label={t('workspace.panels.emails')}>
      <SendMessageButton
        allowed={can(permissions.send)}
        providers={providers}
        label={t('workspace.panels.sendEmail')}
        missing={t('workspace.panels.noEmailIntegration')}
        onClick={() => setSending(true)}
      />
      {sending && (mayGenerate ? templates !== undefined : true) && (
        <SendEmailDialog
          providers={providers}
          templatesPath={`${base}/templates`}
          templates={templates ?? []}
          onClose={() => setSending(false)}
          onSend={(draft) => {
            setSending(false);
            void change(() => send(draft), t('workspace.panels.emailQueued'));
          }}
        />
      )}
      {list.answer?.items.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.panels.noEmails')}</Typography>
      ) : (
        <Table size="small" aria-label={t('workspace.panels.emails')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workspace.panels.date')}</TableCell>
              <TableCell>{t('workspace.panels.emailTo')}</TableCell>
              <TableCell>{t('workspace.panels.emailSubject')}</TableCell>
              <TableCell>{t('workspace.columns.status')}</TableCell>
              <TableCell>{t('workspace.panels.emailAttachments')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.answer?.items.map((email) => (
              <TableRow key={email.id}>
                <TableCell>{formatDateTime(email.sentAt ?? email.createdAt, settings.timeZone)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{email.sentTo}</TableCell>
                <TableCell>{email.subject}</TableCell>
                <TableCell>
                  {statusOf(email)}
                  {email.failure !== null && (
                    <Typography variant="body2" color="error">
                      {t('workspace.panels.smsFailure', { reason: email.failure })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {email.attachments.map((file) => (
                    <Link
                      key={file.name}
                      component="button"
                      type="button"
                      sx={{ display: 'block', textAlign: 'left' }}
                      onClick={() =>
                        void run(async () => {
                          const { blob } = await client.download(
                            `${base}/${email.id}/attachments/${encodeURIComponent(file.name)}`,
                          );
                          saveFile(blob, file.name);
                        })
                      }
                    >
                      {file.name}
                    </Link>
                  ))}
                </TableCell>
                <TableCell>
                  {can(permissions.resend) && (
                    <Button size="small" onClick={() => resending.ask(email)}>
                      {t('workspace.panels.resend')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <PanelPager list={list} />
      {resending.dialog}
    </section>
  );
}
