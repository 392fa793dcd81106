/** Where to go after sign-in: a path inside the app, given by the page that sent the user to sign in. */
export function returnToOf(state: unknown, search: string): string {
  const fromState = (state as { returnTo?: unknown } | null)?.returnTo;
  const candidate = typeof fromState === 'string' ? fromState : new URLSearchParams(search).get('returnTo');
  // Only same-app paths: never an absolute or protocol-relative address (open redirect).
  return candidate !== null && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : '/init';
}
