import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { ApiError } from '../api/ApiError.js';
import { useApi } from '../api/ApiContext.js';
import { loginsByName } from '../api/tenantLogins.js';
import { useAuthSession, useUser } from '../auth/AuthContext.js';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { useLocale } from '../i18n/LocaleContext.js';
import { serverMessage } from '../i18n/serverMessage.js';
import { Busy } from './Busy.js';
import { FormTextField } from './FormTextField.js';
import { returnToOf } from './returnTo.js';
import { SoloCard } from './SoloCard.js';

/** The account name last used in this browser, to fill the field in next time. */
export const ACCOUNT_NAME_KEY = 'coverline.accountName';

/**
 * Tenant selection: the account name leads to the tenant's first login address. When the
 * deployment names a tenant, the user goes straight to its login.
 */
export function TenantSelectionPage() {
  const { t } = useTranslation(['global', 'frontend-validations', 'backend-validations']);
  const session = useAuthSession();
  const user = useUser();
  const { publicClient } = useApi();
  const { locale } = useLocale();
  const showError = useShowError();
  const location = useLocation();
  const returnTo = returnToOf(location.state, location.search);
  const [name, setName] = useState(() => window.localStorage.getItem(ACCOUNT_NAME_KEY) ?? '');
  const [touched, setTouched] = useState(false);
  // Leaving the field says it is empty only once something was typed in it: focus moving on from the
  // untouched field (to the language menu, say) is no attempt to skip it. Submitting says it always.
  const edited = useRef(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [redirecting, setRedirecting] = useState(false);
  const { issuer: deploymentIssuer } = session.runtime;

  useEffect(() => {
    if (user !== null || deploymentIssuer === null) return;
    session.signIn(deploymentIssuer, { returnTo, locale }).catch(showError);
  }, [user, deploymentIssuer, session, returnTo, locale, showError]);

  if (user !== null) return <Navigate to={returnTo === '/init' ? '/home' : returnTo} replace />;
  if (deploymentIssuer !== null || redirecting) {
    return (
      <SoloCard title={t('login.title')}>
        <Busy message={t('login.redirecting')} />
      </SoloCard>
    );
  }

  const trimmed = name.trim();
  const nameMessages = touched && trimmed === '' ? [t('frontend-validations:nameRequired')] : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (trimmed === '') return;
    setFailure(undefined);
    try {
      const [first] = await loginsByName(publicClient, trimmed);
      if (first === undefined) throw new ApiError(404, 'tenantNotFound');
      window.localStorage.setItem(ACCOUNT_NAME_KEY, trimmed);
      setRedirecting(true);
      await session.signIn(first, { returnTo, locale });
    } catch (error) {
      setRedirecting(false);
      if (error instanceof ApiError && error.status < 500) {
        setFailure(serverMessage(t, error.message));
      } else showError(error);
    }
  }

  return (
    <SoloCard title={t('login.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('login.intro')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {failure !== undefined && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <FormTextField
          name="accountName"
          label={t('login.accountName')}
          autoComplete="organization"
          value={name}
          onChange={(event) => {
            edited.current = true;
            setName(event.target.value);
          }}
          onBlur={() => {
            if (edited.current) setTouched(true);
          }}
          messages={nameMessages}
          required
          autoFocus
        />
        <Button type="submit" variant="contained" size="large">
          {t('login.continue')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('login.register')}
          </Link>
        </Typography>
      </Stack>
    </SoloCard>
  );
}
