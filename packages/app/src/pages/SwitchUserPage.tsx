import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/ApiContext.js';
import type { Profile } from '../api/profile.js';
import { loginsById } from '../api/tenantLogins.js';
import { useAuthSession } from '../auth/AuthContext.js';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { useLocale } from '../i18n/LocaleContext.js';
import { Busy } from './Busy.js';

/**
 * Switch user: forgets the user and everything loaded for them, looks up
 * the tenant's login addresses and asks the first one for a fresh login. On failure reports it and goes back.
 */
export function SwitchUserPage() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const { client, publicClient } = useApi();
  const { mutate } = useSWRConfig();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const showError = useShowError();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const { tenant_id: tenantId } = await client.get<Profile>('/api/profile');
      const [login] = await loginsById(publicClient, tenantId);
      if (login === undefined) throw new Error(`Tenant ${tenantId} has no login address`);
      await session.signOutLocally();
      await mutate(() => true, undefined, { revalidate: false });
      await session.signIn(login, { returnTo: '/init', locale, prompt: 'login' });
    })().catch((error: unknown) => {
      showError(error);
      navigate(-1);
    });
  }, [client, publicClient, session, mutate, locale, navigate, showError]);

  return <Busy message={t('signIn.switchingUser')} />;
}
