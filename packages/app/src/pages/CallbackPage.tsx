import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthSession } from '../auth/AuthContext.js';
import { Busy } from './Busy.js';

/**
 * Where the issuer sends the browser back after login: completes the code exchange and goes on to the page
 * the user wanted. An error from the issuer (`?error=…&error_description=…`) is shown on the error page.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    if (params.has('error')) {
      const forwarded = new URLSearchParams({ error: params.get('error') ?? '' });
      const description = params.get('error_description');
      if (description !== null) forwarded.set('error_description', description);
      navigate(`/error?${forwarded}`, { replace: true });
      return;
    }
    session.completeSignIn().then(
      (returnTo) => navigate(returnTo, { replace: true }),
      (error: unknown) => {
        console.error(error);
        navigate('/error?error=login_failed', { replace: true });
      },
    );
  }, [session, navigate]);

  return <Busy message={t('signIn.signingIn')} />;
}
