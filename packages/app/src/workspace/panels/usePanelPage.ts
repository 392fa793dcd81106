import type { Page } from '@coverline/engine';
import { useState } from 'react';
import useSWR, { type KeyedMutator } from 'swr';

/** Panels list five items a page, as the specification's page sizes say. */
export const PANEL_PAGE_SIZE = 5;

export interface PanelPage<T> {
  answer: Page<T> | undefined;
  page: number;
  setPage: (page: number) => void;
  /** Reads the shown page again after a change. */
  reload: KeyedMutator<Page<T>>;
}

/** One page of a panel's list from `path` (which may already carry a query), five items a page. */
export function usePanelPage<T>(path: string): PanelPage<T> {
  const [page, setPage] = useState(0);
  const separator = path.includes('?') ? '&' : '?';
  const { data, mutate } = useSWR<Page<T>>(`${path}${separator}page=${page}&limit=${PANEL_PAGE_SIZE}`);
  return { answer: data, page, setPage, reload: mutate };
}
