import { SIGN_IN_STYLESHEET_PATH } from './signInStyles.js';
import { SIGN_IN_TEXTS, type SignInLocale } from './signInTexts.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

function page(locale: SignInLocale, title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Coverline</title>
<link rel="stylesheet" href="${SIGN_IN_STYLESHEET_PATH}">
<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<div class="brand"><span class="brand-mark" aria-hidden="true">C</span><span>Coverline</span></div>
${content}
</main>
</body>
</html>
`;
}

export interface SignInPageInput {
  locale: SignInLocale;
  /** The tenant's display name, shown under the heading. */
  tenantName: string;
  action: string;
  csrfToken: string;
  /** The e-mail typed before, kept after a failed attempt. */
  email?: string;
  failed?: boolean;
}

/** The login form: labelled fields, browser autofill hints, and one message for any wrong credentials. */
export function signInPage(input: SignInPageInput): string {
  const texts = SIGN_IN_TEXTS[input.locale];
  const alert = input.failed
    ? `<div class="alert" role="alert">${escapeHtml(texts.wrongCredentials)}</div>\n`
    : '';
  return page(
    input.locale,
    texts.signInTitle,
    `<h1>${escapeHtml(texts.signInTitle)}</h1>
<p class="subtitle">${escapeHtml(input.tenantName)}</p>
${alert}<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrfToken)}">
<div class="field">
<label for="email">${escapeHtml(texts.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${input.email ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">${escapeHtml(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${input.email ? ' autofocus' : ''}>
</div>
<button type="submit">${escapeHtml(texts.signIn)}</button>
</form>`,
  );
}

/** The sign-out confirmation around the provider's own form (`op.logoutForm`, carrying its xsrf token). */
export function signOutPage(locale: SignInLocale, providerForm: string): string {
  const texts = SIGN_IN_TEXTS[locale];
  return page(
    locale,
    texts.signOutTitle,
    `<h1>${escapeHtml(texts.signOutTitle)}</h1>
<p class="subtitle">${escapeHtml(texts.signOutQuestion)}</p>
${providerForm}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(texts.signOut)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(texts.staySignedIn)}</button>`,
  );
}

/** Shown after a sign-out that named no return address. */
export function signedOutPage(locale: SignInLocale, applicationUrl: string): string {
  const texts = SIGN_IN_TEXTS[locale];
  return page(
    locale,
    texts.signOutTitle,
    `<h1>${escapeHtml(texts.signOutTitle)}</h1>
<p class="subtitle">${escapeHtml(texts.signedOut)}</p>
<a class="button" href="${escapeHtml(applicationUrl)}">${escapeHtml(texts.backToApplication)}</a>`,
  );
}

/**
 * A failed authorisation or sign-in request that cannot be sent back to the application, explained by
 * the general error text or, for the sign-in limit, by `tooManyAttempts`.
 */
export function errorPage(
  locale: SignInLocale,
  error: { code: string; description?: string },
  explanation: 'errorText' | 'tooManyAttempts' = 'errorText',
): string {
  const texts = SIGN_IN_TEXTS[locale];
  const description = error.description === undefined ? '' : `: ${escapeHtml(error.description)}`;
  return page(
    locale,
    texts.errorTitle,
    `<h1>${escapeHtml(texts.errorTitle)}</h1>
<p class="subtitle">${escapeHtml(texts[explanation])}</p>
<p class="details">${escapeHtml(error.code)}${description}</p>`,
  );
}

/** Content security policy of the sign-in pages: no script at all, styles and images from us only. */
export const SIGN_IN_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
