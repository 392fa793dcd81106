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
import { useEventNames } from './eventNames.js';
import { PanelPager } from './PanelPager.js';
import { usePanelPage } from './usePanelPage.js';

/** The classifiers naming the values of a record's own (not form-defined) properties, by object kind. */
const PROPERTY_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  party: { partyType: 'partyTypes' },
  quote: { status: 'quoteStatuses' },
  contract: { status: 'contractStatuses' },
  'contract-action': { status: 'contractStatuses' },
  claim: { status: 'claimStatuses' },
};

/** The changes of one object, five a page, the newest first. */
export function HistoryPanel({ type, refId }: { type: PanelObjectType; refId: string }) {
  return <HistoryList path={`/api/history/${type}/${refId}`} />;
}

/**
 * Changes from `path` (an object's, or the tenant's), five a page, the newest first, each field as
 * "label: before → after". The server names form fields from the tenant's definitions; the record's own
 * properties (`partyType`, `status`) and the events are named here, from the same words as the lists, in the
 * user's language.
 */
export function HistoryList({ path }: { path: string }) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const list = usePanelPage<HistoryItem>(path);
  const { named, event } = useEventNames();
  const label = ({ field, label }: HistoryChange) => named(`UI-context:workspace.columns.${field}`, label);
  const value = (objectType: string, field: string, text: string | null) => {
    if (text === null) return t('workspace.panels.noValue');
    const classifier = PROPERTY_VALUES[objectType]?.[field];
    return classifier === undefined ? text : named(`classifiers:${classifier}.${text}`, text);
  };
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
                    <strong>{label(change)}</strong>: {value(item.objectType, change.field, change.before)} →{' '}
                    {value(item.objectType, change.field, change.after)}
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
