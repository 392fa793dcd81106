export const CORRELATION_ID_HEADER = 'x-correlation-id';

const KEY = 'coverline.correlationId';

/** Where the correlation id lives between requests: the tab's session storage. */
export interface CorrelationStore {
  get(): string | undefined;
  set(id: string): void;
}

export function sessionCorrelationStore(storage: Storage = window.sessionStorage): CorrelationStore {
  return {
    get: () => storage.getItem(KEY) ?? undefined,
    set: (id) => storage.setItem(KEY, id),
  };
}
