import { hasPermission, type TenantSettings } from '@coverline/engine';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import useSWR from 'swr';
import { usePermissions } from '../api/shellData.js';
import { Busy } from './Busy.js';

/**
 * The first stop after sign-in: an administrator of a tenant whose settings were never saved is taken to the
 * settings; everyone else goes home.
 */
export function InitPage() {
  const { t } = useTranslation();
  const { permissions } = usePermissions();
  const settings = useSWR<TenantSettings>('/api/tenant/settings');
  if (permissions === undefined || (settings.data === undefined && settings.error === undefined)) {
    return <Busy message={t('signIn.preparing')} />;
  }
  const setUp = settings.data?.initialized === false && hasPermission(permissions, 'tenant:UpdateSettings');
  return <Navigate to={setUp ? '/admin-area/settings' : '/home'} replace />;
}
