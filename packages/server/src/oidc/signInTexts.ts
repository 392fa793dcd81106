/** The interface languages; the first is the fallback. */
export const SIGN_IN_LOCALES = ['en-GB', 'de-DE', 'fr-FR', 'ru-RU', 'lv-LV'] as const;
export type SignInLocale = (typeof SIGN_IN_LOCALES)[number];

/** Every text of the sign-in, sign-out and error pages. */
export interface SignInTexts {
  signInTitle: string;
  email: string;
  password: string;
  signIn: string;
  wrongCredentials: string;
  signOutTitle: string;
  signOutQuestion: string;
  signOut: string;
  staySignedIn: string;
  signedOut: string;
  backToApplication: string;
  errorTitle: string;
  errorText: string;
  tooManyAttempts: string;
}

export const SIGN_IN_TEXTS: Record<SignInLocale, SignInTexts> = {
  'en-GB': {
    signInTitle: 'Sign in',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    wrongCredentials: 'The email or password is incorrect.',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out?',
    signOut: 'Sign out',
    staySignedIn: 'Stay signed in',
    signedOut: 'You have signed out.',
    backToApplication: 'Back to the application',
    errorTitle: 'Something went wrong',
    errorText: 'The sign-in could not be completed. Please return to the application and try again.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  'de-DE': {
    signInTitle: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    signOutTitle: 'Abmelden',
    signOutQuestion: 'Möchten Sie sich abmelden?',
    signOut: 'Abmelden',
    staySignedIn: 'Angemeldet bleiben',
    signedOut: 'Sie haben sich abgemeldet.',
    backToApplication: 'Zurück zur Anwendung',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorText:
      'Die Anmeldung konnte nicht abgeschlossen werden. Bitte kehren Sie zur Anwendung zurück und versuchen Sie es erneut.',
    tooManyAttempts:
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  },
  'fr-FR': {
    signInTitle: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    signOutTitle: 'Déconnexion',
    signOutQuestion: 'Voulez-vous vous déconnecter\u00a0?',
    signOut: 'Se déconnecter',
    staySignedIn: 'Annuler',
    signedOut: 'Déconnexion réussie.',
    backToApplication: 'Retour à l’application',
    errorTitle: 'Une erreur est survenue',
    errorText: 'La connexion n’a pas pu aboutir. Revenez à l’application et réessayez.',
    tooManyAttempts: 'Trop de tentatives de connexion. Patientez quelques minutes, puis réessayez.',
  },
  'ru-RU': {
    signInTitle: 'Вход',
    email: 'Электронная почта',
    password: 'Пароль',
    signIn: 'Войти',
    wrongCredentials: 'Неверный адрес электронной почты или пароль.',
    signOutTitle: 'Выход',
    signOutQuestion: 'Выйти из системы?',
    signOut: 'Выйти',
    staySignedIn: 'Остаться в системе',
    signedOut: 'Вы вышли из системы.',
    backToApplication: 'Вернуться в приложение',
    errorTitle: 'Что-то пошло не так',
    errorText: 'Не удалось выполнить вход. Вернитесь в приложение и попробуйте ещё раз.',
    tooManyAttempts: 'Слишком много попыток входа. Подождите несколько минут и попробуйте снова.',
  },
  'lv-LV': {
    signInTitle: 'Pieteikšanās',
    email: 'E-pasta adrese',
    password: 'Parole',
    signIn: 'Pieteikties',
    wrongCredentials: 'Nepareiza e-pasta adrese vai parole.',
    signOutTitle: 'Izrakstīšanās',
    signOutQuestion: 'Vai vēlaties izrakstīties?',
    signOut: 'Izrakstīties',
    staySignedIn: 'Atcelt',
    signedOut: 'Izrakstīšanās ir pabeigta.',
    backToApplication: 'Atpakaļ uz lietotni',
    errorTitle: 'Radās kļūda',
    errorText: 'Pieteikšanos neizdevās pabeigt. Atgriezieties lietotnē un mēģiniet vēlreiz.',
    tooManyAttempts:
      'Pārāk daudz pieteikšanās mēģinājumu. Lūdzu, uzgaidiet dažas minūtes un mēģiniet vēlreiz.',
  },
};

function matchLocale(tag: string): SignInLocale | undefined {
  const wanted = tag.trim().toLowerCase();
  if (wanted === '' || wanted === '*') return undefined;
  const language = wanted.split('-')[0];
  return (
    SIGN_IN_LOCALES.find((locale) => locale.toLowerCase() === wanted) ??
    SIGN_IN_LOCALES.find((locale) => locale.split('-')[0] === language)
  );
}

/** Accept-Language entries, most preferred first (RFC 9110 §12.5.4 quality values). */
function preferredTags(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The page language: the first supported one of the OpenID `ui_locales` request parameter (space
 * separated), else of the browser's Accept-Language, else en-GB. A bare language (`de`, `en-US`)
 * selects the supported locale of that language.
 */
export function negotiateLocale(
  uiLocales: string | undefined,
  acceptLanguage: string | undefined,
): SignInLocale {
  const candidates = [...(uiLocales ?? '').split(' '), ...preferredTags(acceptLanguage ?? '')];
  for (const tag of candidates) {
    const locale = matchLocale(tag);
    if (locale !== undefined) return locale;
  }
  return 'en-GB';
}
