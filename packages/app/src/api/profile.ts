import type { Profile } from '@coverline/engine';

/** The signed-in user as `GET /api/profile` answers: the contract type the server shares. */
export type { Profile };

/** Initials of the name, or the e-mail's first letter when the user has no name. */
export function initialsOf(profile: Pick<Profile, 'name' | 'email'>): string {
  const words = (profile.name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  const initials = letters.map((word) => [...(word ?? '')][0] ?? '').join('');
  return (initials === '' ? ([...profile.email][0] ?? '') : initials).toLocaleUpperCase();
}
