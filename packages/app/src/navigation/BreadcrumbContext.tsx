import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BreadcrumbOverride } from './breadcrumbs.js';

type Overrides = Readonly<Record<string, BreadcrumbOverride>>;

interface BreadcrumbContextValue {
  overrides: Overrides;
  setOverride: (path: string, override: BreadcrumbOverride | undefined) => void;
}

const BreadcrumbContext = createContext<BreadcrumbContextValue | undefined>(undefined);

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [overrides, setOverrides] = useState<Overrides>({});
  const setOverride = useCallback(
    (path: string, override: BreadcrumbOverride | undefined) =>
      setOverrides((old) => {
        const next = { ...old };
        if (override === undefined) delete next[path];
        else next[path] = override;
        return next;
      }),
    [],
  );
  const value = useMemo(() => ({ overrides, setOverride }), [overrides, setOverride]);
  return <BreadcrumbContext.Provider value={value}>{children}</BreadcrumbContext.Provider>;
}

export function useBreadcrumbOverrides(): Overrides {
  return useContext(BreadcrumbContext)?.overrides ?? {};
}

/**
 * Lets a page relabel, unlink or skip one segment of its address while it is shown, e.g. a person's name
 * for `/workspace/persons/{id}`.
 */
export function useBreadcrumbOverride(path: string, override: BreadcrumbOverride | undefined): void {
  const setOverride = useContext(BreadcrumbContext)?.setOverride;
  const { label, disableLink, skip } = override ?? {};
  useEffect(() => {
    if (setOverride === undefined) return;
    setOverride(
      path,
      label === undefined && disableLink === undefined && skip === undefined
        ? undefined
        : { label, disableLink, skip },
    );
    return () => setOverride(path, undefined);
  }, [setOverride, path, label, disableLink, skip]);
}
