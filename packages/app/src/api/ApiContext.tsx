import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './apiClient.js';

export interface Api {
  /** Calls as the signed-in user; waits for sign-in. */
  client: ApiClient;
  /** Calls that need no sign-in (registration, login-URL lookups). */
  publicClient: ApiClient;
}

const ApiContext = createContext<Api | undefined>(undefined);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (api === undefined) throw new Error('useApi needs an ApiProvider');
  return api;
}
