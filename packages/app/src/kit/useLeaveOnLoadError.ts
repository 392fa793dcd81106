import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A page that cannot load goes back one step; the error itself is shown by the shared
 * handler. Opened directly, with nowhere to go back to inside the app, it goes home instead.
 */
export function useLeaveOnLoadError(error: unknown): void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const failed = error !== undefined;
  useEffect(() => {
    if (!failed) return;
    if (key === 'default') void navigate('/home', { replace: true });
    else void navigate(-1);
  }, [failed, key, navigate]);
}
