import {
  formatDateTime,
  hasStatusFlag,
  SMS_PERMISSIONS,
  SMS_WORKFLOW,
  type Sms,
  type MessageObjectKind,
} from '@coverline/engine';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useTenantSettings } from '../../api/shellData.js';
import { useCan } from '../../navigation/useCan.js';
import { PanelPager } from './PanelPager.js';
import { SendMessageButton } from './SendMessageButton.js';
import { SendSmsDialog } from './SendSmsDialog.js';
import { usePanelChange } from './usePanelChange.js';
import { usePanelPage } from './usePanelPage.js';
import { useResendConfirmation } from './useResendConfirmation.js';
import { useRefreshWhileWaiting } from './useRefreshWhileWaiting.js';

const incomplete = (sms: Sms) => !hasStatusFlag(SMS_WORKFLOW, sms.status, 'completed');

/**
 * The text messages of a quote or contract, five a page, newest first: send one through an enabled SMS
 * integration, resend one after confirmation; messages not completed are refreshed two seconds after they
 * are shown (those not sent yet are read again), until every one shown is.
 */
export function SmsPanel({ kind, refId }: { kind: MessageObjectKind; refId: string }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { client } = useApi();
  const can = useCan();
  const run = usePanelChange();
  const { settings } = useTenantSettings();
  const base = `/api/${kind}/${refId}/sms`;
  const list = usePanelPage<Sms>(`${base}/find`);
  const [sending, setSending] = useState(false);
  const permissions = SMS_PERMISSIONS[kind];
  const providers = (settings.integrations ?? [])
    .filter((integration) => integration.type === 'SMS' && integration.enabled)
    .map((integration) => integration.name);

  const items = list.answer?.items;
  useRefreshWhileWaiting(items, incomplete, async (waiting) => {
    const sent = waiting.filter((sms) => sms.sentAt !== null).map((sms) => sms.id);
    if (sent.length > 0 && can(permissions.refresh))
      await client.get(`${base}/${sent.join(',')}/refresh-status`);
    await list.reload();
  });

  const change = (call: () => Promise<unknown>, done: string) =>
    run(async () => {
      await call();
      await list.reload();
    }, done);
  const resending = useResendConfirmation<Sms>(
    {
      title: t('workspace.panels.resendSmsTitle'),
      message: (to) => t('workspace.panels.resendSmsMessage', { to }),
      confirm: t('workspace.panels.resend'),
    },
    (message) =>
      void change(() => client.post(`${base}/${message.id}/resend`), t('workspace.panels.smsQueued')),
  );

  return (
    <section aria-label={t('workspace.panels.sms')}>
      <SendMessageButton
        allowed={can(permissions.send)}
        providers={providers}
        label={t('workspace.panels.sendSms')}
        missing={t('workspace.panels.noSmsIntegration')}
        onClick={() => setSending(true)}
      />
      {sending && (
        <SendSmsDialog
          providers={providers}
          templatesPath={`${base}/templates`}
          onClose={() => setSending(false)}
          onSend={(sms) => {
            setSending(false);
            void change(() => client.post(`${base}/send`, sms), t('workspace.panels.smsQueued'));
          }}
        />
      )}
      {items?.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.panels.noSms')}</Typography>
      ) : (
        <Table size="small" aria-label={t('workspace.panels.sms')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workspace.panels.date')}</TableCell>
              <TableCell>{t('workspace.panels.smsTo')}</TableCell>
              <TableCell>{t('workspace.panels.smsFrom')}</TableCell>
              <TableCell>{t('workspace.columns.status')}</TableCell>
              <TableCell>{t('workspace.panels.smsMessage')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items?.map((sms) => (
              <TableRow key={sms.id}>
                <TableCell>{formatDateTime(sms.sentAt ?? sms.createdAt, settings.timeZone)}</TableCell>
                <TableCell>{sms.sentTo}</TableCell>
                <TableCell>{sms.sentFrom}</TableCell>
                <TableCell>
                  {t(`classifiers:smsStatuses.${sms.status}`)}
                  {sms.failure !== null && (
                    <Typography variant="body2" color="error">
                      {t('workspace.panels.smsFailure', { reason: sms.failure })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{sms.message}</TableCell>
                <TableCell>
                  {can(permissions.resend) && (
                    <Button size="small" onClick={() => resending.ask(sms)}>
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
