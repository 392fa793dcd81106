import {
  formatDateTime,
  type HistoryChange,
  type HistoryItem,
  type PanelObjectType,
} from '@coverline/engine';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';
import { PanelPager } from './PanelPager.js';
import { usePanelPage } from './usePanelPage.js';

/** The events the panel names in its own words; a domain operation (ISSUE) is named as its button is. */
const NAMED_EVENTS = ['CREATE', 'UPDATE', 'DELETE', 'ASSIGN', 'UNASSIGN'] as const;
const isNamed = (event: string): event is (typeof NAMED_EVENTS)[number] =>
  (NAMED_EVENTS as readonly string[]).includes(event);

/** The classifiers naming the values of a record's own (not form-defined) properties, by object kind. */
const PROPERTY_VALUES: Readonly<Record<PanelObjectType, Readonly<Record<string, string>>>> = {
  party: { partyType: 'partyTypes' },
  quote: { status: 'quoteStatuses' },
  contract: { status: 'contractStatuses' },
  'contract-action': { status: 'contractStatuses' },
  claim: { status: 'claimStatuses' },
};

/**
 * The changes of any object, five a page, the newest first, each field as "label: before → after". The
 * server names form fields from the tenant's definitions; the record's own properties (`partyType`, `status`)
 * and the operations are named here, from the same words as the lists, in the user's language.
 */
export function HistoryPanel({ type, refId }: { type: PanelObjectType; refId: string }) {
  const { t, i18n } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const list = usePanelPage<HistoryItem>(`/api/history/${type}/${refId}`);
  const text = useTextTranslation();
  const named = (key: string, otherwise: string) => (i18n.exists(key) ? text(key) : otherwise);
  const label = ({ field, label }: HistoryChange) => named(`UI-context:workspace.columns.${field}`, label);
  const value = (field: string, text: string | null) => {
    if (text === null) return t('workspace.panels.noValue');
    const classifier = PROPERTY_VALUES[type][field];
    return classifier === undefined ? text : named(`classifiers:${classifier}.${text}`, text);
  };
  const event = (eventType: string) =>
    isNamed(eventType)
      ? t(`workspace.panels.events.${eventType}`)
      : named(
          `classifiers:quoteOperations.${eventType}`,
          named(`classifiers:contractOperations.${eventType}`, eventType),
        );
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
              <TableCell>{event(item.eventType)}</TableCell>
              <TableCell>
                {item.changes.map((change) => (
                  <Typography key={change.field} variant="body2">
                    <strong>{label(change)}</strong>: {value(change.field, change.before)} →{' '}
                    {value(change.field, change.after)}
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
