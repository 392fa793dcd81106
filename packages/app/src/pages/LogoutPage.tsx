import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthSession } from '../auth/AuthContext.js';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { Busy } from './Busy.js';

/** Signs out at the issuer, which sends the browser back to `/`; on failure reports it and goes back a step. */
export function LogoutPage() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const navigate = useNavigate();
  const showError = useShowError();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.signOutRedirect().catch((error: unknown) => {
      showError(error);
      navigate(-1);
    });
  }, [session, navigate, showError]);

  return <Busy message={t('signIn.signingOut')} />;
}
