import { formatDateTime, type HistoryItem, type PanelObjectType } from '@coverline/engine';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';
import { PanelPager } from './PanelPager.js';
import { usePanelPage } from './usePanelPage.js';

/** The events the panel names in words; others (a domain operation such as ISSUE) show as they are. */
const NAMED_EVENTS = ['CREATE', 'UPDATE', 'DELETE', 'ASSIGN', 'UNASSIGN'] as const;
const isNamed = (event: string): event is (typeof NAMED_EVENTS)[number] =>
  (NAMED_EVENTS as readonly string[]).includes(event);

/** The changes of any object, five a page, the newest first, each field as "label: before → after". */
export function HistoryPanel({ type, refId }: { type: PanelObjectType; refId: string }) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const list = usePanelPage<HistoryItem>(`/api/history/${type}/${refId}`);
  const value = (text: string | null) => text ?? t('workspace.panels.noValue');
  if (list.answer?.items.length === 0)
    return (
      <section aria-label={t('workspace.panels.history')}>
        <Typography color="text.secondary">{t('workspace.panels.noHistory')}</Typography>
      </section>
    );
  return (
    <section aria-label={t('workspace.panels.history')}>
      <Table size="small" aria-label={t('workspace.panels.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('workspace.panels.date')}</TableCell>
            <TableCell>{t('workspace.panels.editor')}</TableCell>
            <TableCell>{t('workspace.panels.event')}</TableCell>
            <TableCell>{t('workspace.panels.changes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.answer?.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{formatDateTime(item.created, settings.timeZone)}</TableCell>
              <TableCell>{item.editor ?? t('workspace.panels.system')}</TableCell>
              <TableCell>
                {isNamed(item.eventType) ? t(`workspace.panels.events.${item.eventType}`) : item.eventType}
              </TableCell>
              <TableCell>
                {item.changes.map((change) => (
                  <Typography key={change.field} variant="body2">
                    <strong>{change.label}</strong>: {value(change.before)} → {value(change.after)}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PanelPager list={list} />
    </section>
  );
}
