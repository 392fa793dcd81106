import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from './AuthContext.js';

/** Pages below it need a signed-in user; others are sent to sign in and brought back afterwards. */
export function RequireSignIn() {
  const user = useUser();
  const location = useLocation();
  if (user === null) {
    return <Navigate to="/login" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
