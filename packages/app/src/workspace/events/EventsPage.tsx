import { formatDateTime, type Activity, type ActivityList, type ActivityPage } from '@coverline/engine';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';
import { numberParam } from '../../kit/ListPage.js';
import { Pager } from '../../kit/Pager.js';
import { usePageParams } from '../../navigation/pageParams.js';
import { useCan } from '../../navigation/useCan.js';
import {
  claims,
  loanApplications,
  loans,
  persons,
  policies,
  quotes,
} from '../../resources/workspaceResources.js';
import { PageCard } from '../PageCard.js';
import { useEventNames } from '../panels/eventNames.js';
import { HistoryList } from '../panels/HistoryPanel.js';

const PAGE_SIZES = [10, 25, 50];
const LISTS = ['recent', 'my'] as const;
type ListName = (typeof LISTS)[number];

/** Where an activity's object opens. */
const OBJECT_PAGES: Readonly<Record<ActivityPage, (id: string) => string>> = {
  person: persons.paths.view,
  quote: quotes.paths.view,
  loanApplication: loanApplications.paths.view,
  policy: policies.paths.view,
  loan: loans.paths.view,
  claim: claims.paths.view,
};

/**
 * Who did what lately: everybody's activity in the tenant, or one's own, paged with `eventsPageIndex` and
 * `eventsPageSize` in the address, each object linked to its page; below, the change history of the objects
 * the user may see the history of, to read only.
 */
export function EventsPage() {
  const { t } = useTranslation(['UI-context', 'global']);
  const { settings } = useTenantSettings();
  const { event } = useEventNames();
  const can = useCan();
  const [params, setParams] = usePageParams();
  const list: ListName = params.get('events') === 'my' ? 'my' : 'recent';
  const page = numberParam(params, 'eventsPageIndex', 0);
  const asked = numberParam(params, 'eventsPageSize', PAGE_SIZES[0] as number);
  const limit = PAGE_SIZES.includes(asked) ? asked : (PAGE_SIZES[0] as number);
  const { data } = useSWR<ActivityList>(`/api/dashboard/${list}-activities?page=${page}&limit=${limit}`, {
    keepPreviousData: true,
  });
  const change = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) next.set(name, value);
      return next;
    });

  const object = ({ activityDetails: details }: Activity) => {
    const name = details.objectDisplayName ?? details.objectId;
    return details.objectPage === null ? (
      name
    ) : (
      <Link component={RouterLink} to={OBJECT_PAGES[details.objectPage](details.objectId)}>
        {name}
      </Link>
    );
  };

  return (
    <PageCard title={t('global:routes.events')}>
      <Tabs
        value={list}
        onChange={(_event, value: ListName) => change({ events: value, eventsPageIndex: '0' })}
        sx={{ mb: 2 }}
      >
        {LISTS.map((name) => (
          <Tab key={name} value={name} label={t(`workspace.events.${name}`)} />
        ))}
      </Tabs>
      {data?.items.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.events.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t(`workspace.events.${list}`)}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workspace.events.date')}</TableCell>
              <TableCell>{t('workspace.events.user')}</TableCell>
              <TableCell>{t('workspace.events.event')}</TableCell>
              <TableCell>{t('workspace.events.object')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((activity) => (
              <TableRow key={activity.id}>
                <TableCell>{formatDateTime(activity.eventDate, settings.timeZone)}</TableCell>
                <TableCell>{activity.user ?? t('workspace.panels.system')}</TableCell>
                <TableCell>{event(activity.eventType)}</TableCell>
                <TableCell>{object(activity)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager
        count={data?.count ?? 0}
        pageIndex={page}
        pageSize={limit}
        pageSizes={PAGE_SIZES}
        onPageChange={(index, size) =>
          change({ eventsPageIndex: String(index), eventsPageSize: String(size) })
        }
      />
      {can('party:ListHistory') && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
            {t('workspace.events.history')}
          </Typography>
          <HistoryList path="/api/history" />
        </>
      )}
    </PageCard>
  );
}
