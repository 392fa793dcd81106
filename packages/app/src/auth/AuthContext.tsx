import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession } from './authSession.js';
import type { SignedInUser } from './storedUser.js';

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
export function useUser(): SignedInUser | null {
  const session = useAuthSession();
  return useSyncExternalStore(session.subscribe, session.user);
}
