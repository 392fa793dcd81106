import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/ApiContext.js';
import type { ApiClient } from '../../api/apiClient.js';
import { displayName } from '../../api/objectCatalog.js';
import { refusalOf } from '../../api/refusalOf.js';
import { useObjectCatalog } from '../../api/shellData.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { EntityPage } from '../../kit/EntityPage.js';
import { useLeaveOnLoadError } from '../../kit/useLeaveOnLoadError.js';
import { useRecordSaved } from '../../kit/useRecord.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { Busy } from '../../pages/Busy.js';
import { products } from '../../resources/workspaceResources.js';
import { QUOTE_RESOURCES, quotePagePath, type QuoteContext, type QuoteDraftContext } from './quote.js';
import { QuoteForm } from './QuoteForm.js';
import { useQuoteForm } from './useQuoteForm.js';

/** Drafts being asked for, by history entry: one visit of the address asks once, however often it renders. */
const starting = new Map<string, Promise<QuoteDraftContext>>();

function startDraft(client: ApiClient, productId: string, visit: string): Promise<QuoteDraftContext> {
  const key = `${visit}:${productId}`;
  let started = starting.get(key);
  if (started === undefined) {
    started = client.post<QuoteDraftContext>(`/api/products/${productId}/init-quote`);
    starting.set(key, started);
    void started.finally(() => starting.delete(key)).catch(() => undefined);
  }
  return started;
}

/**
 * `/workspace/products/{id}/new`: a new quote (insurance) or loan application (lending) for the product's
 * active version. The server answers an unsaved draft — nothing is stored, numbered or locked — shown in
 * the form under "New quote"; the first Save stores it and opens it in place of this address, so that Back
 * does not lead to another draft. A product that cannot be quoted (no active version) says so here, and a
 * draft whose product version changed before it was saved can be started again.
 */
export function NewQuotePage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { t: tServer } = useTranslation();
  const { id = '' } = useParams();
  const { key: visit, pathname } = useLocation();
  const { client } = useApi();
  const navigate = useNavigate();
  const showError = useShowError();
  const { locale } = useLocale();
  const product = useObjectCatalog().products.find((each) => each.id === id);
  useBreadcrumbOverride(`${products.base}/${id}`, product && { label: displayName(product, locale) });
  const [started, setStarted] = useState<{ visit: string; draft: QuoteDraftContext }>();
  const [error, setError] = useState<unknown>();
  const [refusal, setRefusal] = useState<string>();
  useLeaveOnLoadError(error);
  const draft = started?.visit === visit ? started.draft : undefined;
  const form = useQuoteForm(draft, true);
  const productType = draft?.quote.productType ?? product?.productType ?? 'INSURANCE';
  const recordSaved = useRecordSaved<QuoteContext>(QUOTE_RESOURCES[productType]);
  const kindTexts = productType === 'LENDING' ? 'workspace.loanApplications' : 'workspace.quotes';

  useEffect(() => {
    let current = true;
    setRefusal(undefined);
    startDraft(client, id, visit).then(
      (context) => {
        if (current) setStarted({ visit, draft: context });
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
  }, [client, id, visit, showError]);

  // Visiting the address again asks for a fresh draft of the product's current version.
  const startAgain = useCallback(() => void navigate(pathname, { replace: true }), [navigate, pathname]);

  if (refusal !== undefined)
    return (
      <Alert severity="warning" sx={{ maxWidth: 720 }}>
        {serverMessage(tServer, refusal)}
      </Alert>
    );
  if (draft === undefined || form === undefined) return <Busy message={t(`${kindTexts}.starting`)} />;
  const { quote } = draft;
  return (
    <EntityPage
      title={t(`${kindTexts}.newTitle`)}
      overline={quote.product.name}
      status={{ label: t(`classifiers:quoteStatuses.${quote.status}`), color: 'primary' }}
    >
      <QuoteForm
        key={visit}
        form={form}
        context={draft}
        refusalAction={
          <Button color="inherit" size="small" onClick={startAgain}>
            {t('workspace.quotes.startAgain')}
          </Button>
        }
        onSaved={(saved) => {
          void recordSaved(saved.quote.id, saved);
          void navigate(quotePagePath(saved.quote), { replace: true });
        }}
      />
    </EntityPage>
  );
}
