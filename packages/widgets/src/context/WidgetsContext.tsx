import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_MESSAGES, type MessageKey, type Translate } from './messages.js';

export type PartyType = 'PRIVATE' | 'LEGAL';

/** A party as Customer fields hold it. */
export interface PartyReference {
  id: string;
  name: string;
  partyType?: PartyType;
  code?: string;
}

export interface PartySearch {
  search: string;
  partyTypes: readonly PartyType[];
  /** Zero-based. */
  page: number;
  /** Always 10, the spec's page size for party look-ups. */
  limit: number;
}

export interface PartyPage {
  items: PartyReference[];
  count: number;
}

/** How field errors are coloured: a Save shows them as warnings, other operations as errors. */
export type ErrorSeverity = 'error' | 'warning';

export interface WidgetsSettings {
  /** BCP 47 locale of the user, e.g. `en-GB`. */
  locale: string;
  t: (key: MessageKey) => string;
  /** "Now" for date limits; a parameter so that forms and tests agree on today. */
  now: () => Date;
  /** Party search behind Customer fields (debounced by the widget). */
  searchParties?: (query: PartySearch) => Promise<PartyPage>;
  /** "Create new" in a Customer field; resolves to the created party, if any. */
  onCreateParty?: (partyTypes: readonly PartyType[]) => Promise<PartyReference | undefined> | void;
  severity: ErrorSeverity;
}

export interface WidgetsProviderProps extends Partial<Omit<WidgetsSettings, 't'>> {
  t?: Translate;
  children: ReactNode;
}

const defaults: WidgetsSettings = {
  locale: 'en-GB',
  t: (key) => DEFAULT_MESSAGES[key],
  now: () => new Date(),
  severity: 'error',
};

const WidgetsContext = createContext<WidgetsSettings>(defaults);

/** Settings shared by every widget below it; anything left out keeps the value of an enclosing provider. */
export function WidgetsProvider({ children, t, ...settings }: WidgetsProviderProps) {
  const outer = useContext(WidgetsContext);
  const { locale, now, searchParties, onCreateParty, severity } = settings;
  const value = useMemo<WidgetsSettings>(
    () => ({
      locale: locale ?? outer.locale,
      t: t ? (key) => t(key) ?? DEFAULT_MESSAGES[key] : outer.t,
      now: now ?? outer.now,
      searchParties: searchParties ?? outer.searchParties,
      onCreateParty: onCreateParty ?? outer.onCreateParty,
      severity: severity ?? outer.severity,
    }),
    [outer, t, locale, now, searchParties, onCreateParty, severity],
  );
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}

export function useWidgets(): WidgetsSettings {
  return useContext(WidgetsContext);
}
