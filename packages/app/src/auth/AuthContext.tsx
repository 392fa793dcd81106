import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from 'oidc-client-ts';
import type { AuthSession } from './authSession.js';

const AuthContext = createContext<AuthSession | undefined>(undefined);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthContext);
  if (session === undefined) throw new Error('useAuthSession needs an AuthProvider');
  return session;
}

/** The signed-in user, re-rendering when they sign in or out. */
export function useUser(): User | null {
  const session = useAuthSession();
  return useSyncExternalStore(session.subscribe, session.user);
}
