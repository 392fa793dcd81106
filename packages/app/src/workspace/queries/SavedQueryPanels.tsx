import { mayRunQuery, type QueryVisibilityPlace, type SavedQuery } from '@coverline/engine';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import useSWR from 'swr';
import { displayName } from '../../api/objectCatalog.js';
import { useObjectCatalog, usePermissions } from '../../api/shellData.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { localDay, previousMonth } from './queryFilters.js';
import { QUERY_PAGE_SIZE, SavedQueryResults, type QueryResultsState } from './SavedQueryResults.js';

/** One saved query's results about a person, with its own filters, page and sorting. */
function SavedQueryPanel({ queryId, personId }: { queryId: string; personId: string }) {
  const { locale } = useLocale();
  const { data: query } = useSWR<SavedQuery & { id: string }>(`/api/queries/${queryId}`);
  const [state, setState] = useState<QueryResultsState>(() => ({
    filters: { search: '', personId, ...previousMonth(localDay(new Date())) },
    page: 0,
    limit: QUERY_PAGE_SIZE,
    sorting: '',
  }));
  if (query === undefined) return null;
  const titleId = `saved-query-${queryId}`;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} variant="h6" component="h2">
        {displayName(query, locale)}
      </Typography>
      <SavedQueryResults query={query} state={state} onChange={setState} />
    </Stack>
  );
}

/**
 * The saved queries offered in a view (the person view: `VIEW_PERSON`) that the user may run — the records'
 * permission and the query's restriction held (`mayRunQuery`) — each run for the person shown. The server
 * checks the same again.
 */
export function SavedQueryPanels({ place, personId }: { place: QueryVisibilityPlace; personId: string }) {
  const catalog = useObjectCatalog();
  const { permissions = [] } = usePermissions();
  const queries = catalog.queries.filter(
    (query) => (query.visibleIn?.includes(place) ?? false) && mayRunQuery(permissions, query),
  );
  if (queries.length === 0) return null;
  return (
    <Stack spacing={4} sx={{ mt: 4 }}>
      {queries.map((query) => (
        <SavedQueryPanel key={query.id} queryId={query.id} personId={personId} />
      ))}
    </Stack>
  );
}
