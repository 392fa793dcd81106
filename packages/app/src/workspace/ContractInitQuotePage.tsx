import type { QuoteContext } from '@coverline/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../api/ApiContext.js';
import type { ApiClient } from '../api/apiClient.js';
import { refusalOf } from '../api/refusalOf.js';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { serverMessage } from '../i18n/serverMessage.js';
import { recordKey, type RecordApi } from '../kit/recordKeys.js';
import { useLeaveOnLoadError } from '../kit/useLeaveOnLoadError.js';
import { useRecordSaved } from '../kit/useRecord.js';
import { Busy } from '../pages/Busy.js';
import { ContractRefusal } from './ContractRefusal.js';

/** A resource whose records have a page: a contract kind, or the kind of quote started on it. */
type RecordPages = RecordApi & { paths: { view: (id: string) => string } };

/** What the page works with: the contract kind, the quotes started on it, and its texts (translated). */
export interface ContractInitQuoteProps {
  contracts: RecordPages;
  quotes: RecordPages;
  texts: { starting: string; title: string; back: string };
}

/** Quotes being started, by history entry: one visit of the address starts one quote, however often it renders. */
const starting = new Map<string, Promise<QuoteContext>>();

function startQuote(
  client: ApiClient,
  /** The contract's address in the API: `/api/loans/{id}`. */
  contract: string,
  action: string,
  visit: string,
): Promise<QuoteContext> {
  const key = `${visit}:${contract}:${action}`;
  let started = starting.get(key);
  if (started === undefined) {
    started = client.post<QuoteContext>(`${contract}/init-quote/${encodeURIComponent(action)}`);
    starting.set(key, started);
    void started.finally(() => starting.delete(key)).catch(() => undefined);
  }
  return started;
}

/**
 * `/workspace/{policies|loans}/{id}/init-quote/{action}`: starts a quote of the action (change, cancellation,
 * renewal, termination…) on the contract, prefilled from it by the server, and opens it in place of this
 * address so that Back does not start another. A refusal (the contract has an open quote, or its status does
 * not allow the action) is said here, with the way back to the contract.
 */
export function ContractInitQuotePage({ contracts, quotes, texts }: ContractInitQuoteProps) {
  const { t: tServer } = useTranslation();
  const { id = '', action = '' } = useParams();
  const { key: visit } = useLocation();
  const { client } = useApi();
  const navigate = useNavigate();
  const showError = useShowError();
  const recordSaved = useRecordSaved<QuoteContext>(quotes);
  const [refusal, setRefusal] = useState<string>();
  const [error, setError] = useState<unknown>();
  useLeaveOnLoadError(error);

  useEffect(() => {
    let current = true;
    startQuote(client, recordKey(contracts, id), action, visit).then(
      async (context) => {
        if (!current) return;
        await recordSaved(context.quote.id, context);
        void navigate(quotes.paths.view(context.quote.id), { replace: true });
      },
      (failure: unknown) => {
        if (!current) return;
        const refused = refusalOf(failure);
        if (refused !== undefined) return setRefusal(serverMessage(tServer, refused));
        showError(failure);
        setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [client, contracts, quotes, id, action, visit, navigate, recordSaved, showError, tServer]);

  if (refusal === undefined) return <Busy message={texts.starting} />;
  return (
    <ContractRefusal
      title={texts.title}
      message={refusal}
      back={{ to: contracts.paths.view(id), label: texts.back }}
    />
  );
}
