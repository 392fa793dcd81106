import { useEffect } from 'react';
import type { Lookup } from '@coverline/engine';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { displayName } from '../../api/objectCatalog.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { LookupForm } from './LookupForm.js';

const LIST = '/admin-area/lookups';

/** The lists that show lookups: the lookup list and the sidebar's object catalog. */
const LOOKUP_LISTS = ['/api/lookups', '/api/object-catalog'];

/** `/admin-area/lookups/{id}`; the id `new` creates one. A lookup that cannot be loaded leads to the list. */
export function LookupPage() {
  const { id = 'new' } = useParams();
  return id === 'new' ? <NewLookup /> : <SavedLookup id={id} />;
}

function NewLookup() {
  const { t } = useTranslation('UI-context');
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  useBreadcrumbOverride(`${LIST}/new`, { label: t('lookups.newTitle') });
  return (
    <LookupForm
      lookup={undefined}
      onSaved={(saved) => {
        notify(t('lookups.added', { name: saved.name }));
        for (const list of LOOKUP_LISTS) void mutate(list);
        navigate(`${LIST}/${saved.id}`, { replace: true });
      }}
    />
  );
}

function SavedLookup({ id }: { id: string }) {
  const { t, i18n } = useTranslation('UI-context');
  const navigate = useNavigate();
  const notify = useNotify();
  const showError = useShowError();
  const { mutate } = useSWRConfig();
  const path = `/api/lookups/${id}`;
  const { data: lookup, error } = useSWR<Lookup>(path);
  useBreadcrumbOverride(`${LIST}/${id}`, lookup && { label: displayName(lookup, i18n.language) });
  useEffect(() => {
    if (error !== undefined) showError(error);
  }, [error, showError]);

  if (error !== undefined) return <Navigate to={LIST} replace />;
  if (lookup === undefined) return <Busy message={t('lookups.loading')} />;
  return (
    <LookupForm
      // A new version starts the form afresh from what the server saved.
      key={`${lookup.id}-${lookup.version}`}
      lookup={lookup}
      onSaved={(saved) => {
        notify(t('lookups.saved', { name: saved.name }));
        void mutate(path, saved, { revalidate: false });
        for (const list of LOOKUP_LISTS) void mutate(list);
      }}
      onDeleted={() => {
        notify(t('lookups.deleted', { name: lookup.name }));
        for (const list of LOOKUP_LISTS) void mutate(list);
        navigate(LIST, { replace: true });
      }}
    />
  );
}
