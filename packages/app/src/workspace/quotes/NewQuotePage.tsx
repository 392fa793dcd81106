import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApi } from '../../api/ApiContext.js';
import type { ApiClient } from '../../api/apiClient.js';
import { displayName } from '../../api/objectCatalog.js';
import { refusalOf } from '../../api/refusalOf.js';
import { useObjectCatalog } from '../../api/shellData.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { useLeaveOnLoadError } from '../useLeaveOnLoadError.js';
import { QUOTE_KINDS, quotePagePath, type QuoteContext } from './quote.js';

/** Quotes being started, by history entry: one visit of the address starts one quote, however often it renders. */
const starting = new Map<string, Promise<QuoteContext>>();

function startQuote(client: ApiClient, productId: string, visit: string): Promise<QuoteContext> {
  const key = `${visit}:${productId}`;
  let started = starting.get(key);
  if (started === undefined) {
    started = client.post<QuoteContext>(`/api/products/${productId}/init-quote`);
    starting.set(key, started);
    void started.finally(() => starting.delete(key)).catch(() => undefined);
  }
  return started;
}

/**
 * `/workspace/products/{id}/new` (workspace.md §2): starts a quote (insurance) or a loan application
 * (lending) from the product's active version and opens it in place of this address, so that Back does not
 * start another one. A product that cannot be quoted (no active version) says so here.
 */
export function NewQuotePage() {
  const { t } = useTranslation('UI-context');
  const { t: tServer } = useTranslation();
  const { id = '' } = useParams();
  const { key: visit } = useLocation();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const showError = useShowError();
  const { locale } = useLocale();
  const product = useObjectCatalog().products.find((each) => each.id === id);
  useBreadcrumbOverride(`/workspace/products/${id}`, product && { label: displayName(product, locale) });
  const [error, setError] = useState<unknown>();
  const [refusal, setRefusal] = useState<string>();
  useLeaveOnLoadError(error);

  useEffect(() => {
    let current = true;
    startQuote(client, id, visit).then(
      (context) => {
        if (!current) return;
        const kind = QUOTE_KINDS[context.quote.productType];
        void mutate(`/api/${kind}/${context.quote.id}`, context, { revalidate: false });
        void navigate(quotePagePath(context.quote), { replace: true });
      },
      (failure: unknown) => {
        if (!current) return;
        const refused = refusalOf(failure);
        if (refused !== undefined) return setRefusal(refused);
        showError(failure);
        setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [client, id, visit, mutate, navigate, showError]);

  if (refusal !== undefined)
    return (
      <Alert severity="warning" sx={{ maxWidth: 720 }}>
        {serverMessage(tServer, refusal)}
      </Alert>
    );
  const lending = product?.productType === 'LENDING';
  return <Busy message={t(lending ? 'workspace.loanApplications.starting' : 'workspace.quotes.starting')} />;
}
