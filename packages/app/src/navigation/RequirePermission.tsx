import { hasPermission } from '@coverline/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../api/shellData.js';
import { Busy } from '../pages/Busy.js';
import { ErrorPage } from '../pages/ErrorPage.js';

/**
 * Shows its page only to holders of a permission matching `pattern` (`*` is a wildcard); everyone else sees
 * the access-denied error page, without a link home.
 */
export function RequirePermission({
  pattern,
  children,
}: {
  pattern: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { permissions } = usePermissions();
  if (pattern === undefined) return children;
  if (permissions === undefined) return <Busy message={t('loading')} />;
  return hasPermission(permissions, pattern) ? children : <ErrorPage code="access_denied" hideHomeButton />;
}
