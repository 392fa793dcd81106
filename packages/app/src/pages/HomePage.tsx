import { DEFAULT_TENANT_SETTINGS } from '@coverline/engine';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePermissions, useProfile, useTenantSettings } from '../api/shellData.js';
import { Busy } from './Busy.js';
import { homeRedirect } from './homeRedirect.js';
import { StartCards } from './StartCards.js';

/** The landing page, for users whom the home redirect does not send elsewhere. */
export function HomePage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const { permissions } = usePermissions();
  const { settings } = useTenantSettings();
  if (profile === undefined || permissions === undefined) return <Busy message={t('loading')} />;
  const target = homeRedirect(profile, permissions, settings.supportedProductTypes);
  if (target !== undefined) return <Navigate to={target} replace />;
  const company =
    settings.companyFullName !== DEFAULT_TENANT_SETTINGS.companyFullName ? settings.companyFullName : '';
  return (
    <Paper sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {profile.name === null ? t('home.welcomeNoName') : t('home.welcome', { name: profile.name })}
      </Typography>
      {company !== '' && <Typography sx={{ mb: 1 }}>{t('home.company', { company })}</Typography>}
      <Typography color="text.secondary">{t('home.intro')}</Typography>
      <StartCards />
    </Paper>
  );
}
