import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction } from 'oidc-provider';
import { authenticateUser, normalizeEmail } from '../auth/users.js';
import type { Database } from '../db/database.js';
import type { IssuerRegistry, TenantIssuer } from './issuerRegistry.js';
import { errorPage, SIGN_IN_PAGE_CSP, signInPage } from './signInPages.js';
import { negotiateLocale, type SignInLocale } from './signInTexts.js';
import { APP_CLIENT_ID } from './tenantProvider.js';

/** Login form posts allowed per client address, tenant and e-mail within 15 minutes. */
export const SIGN_IN_ATTEMPTS = 10;

interface InteractionParams {
  tenantCode: string;
  uid: string;
}

interface LoginForm {
  email: string;
  password: string;
  csrf: string;
}

const paramsSchema = {
  type: 'object',
  required: ['tenantCode', 'uid'],
  properties: { tenantCode: { type: 'string', maxLength: 50 }, uid: { type: 'string', maxLength: 64 } },
} as const;

const loginFormSchema = {
  type: 'object',
  required: ['email', 'password', 'csrf'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 1024 },
    csrf: { type: 'string', maxLength: 128 },
  },
} as const;

function sendPage(reply: FastifyReply, statusCode: number, body: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .header('content-security-policy', SIGN_IN_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(body);
}

function localeOf(request: FastifyRequest, interaction?: Interaction): SignInLocale {
  const uiLocales = interaction?.params.ui_locales;
  return negotiateLocale(
    typeof uiLocales === 'string' ? uiLocales : undefined,
    request.headers['accept-language'],
  );
}

/** The interaction of this browser (from its cookie); it must be the one the URL names. */
async function currentInteraction(
  issuer: TenantIssuer,
  request: FastifyRequest<{ Params: InteractionParams }>,
  reply: FastifyReply,
): Promise<Interaction> {
  const interaction = await issuer.provider.interactionDetails(request.raw, reply.raw);
  if (interaction.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
  return interaction;
}

/**
 * Our own client is trusted: whatever the consent prompt finds missing (scopes, claims, resource scopes)
 * is granted without asking. Answers where the browser continues.
 */
async function grantConsent(
  issuer: TenantIssuer,
  interaction: Interaction,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const { provider } = issuer;
  const { details } = interaction.prompt;
  const clientId = interaction.params.client_id;
  const accountId = interaction.session?.accountId;
  if (clientId !== APP_CLIENT_ID || accountId === undefined) {
    throw new errors.AccessDenied('consent is only given to the Coverline application');
  }
  const grant =
    (interaction.grantId === undefined ? undefined : await provider.Grant.find(interaction.grantId)) ??
    new provider.Grant({ accountId, clientId });
  const missingScope = details.missingOIDCScope as string[] | undefined;
  const missingClaims = details.missingOIDCClaims as string[] | undefined;
  const missingResourceScopes = details.missingResourceScopes as Record<string, string[]> | undefined;
  if (missingScope) grant.addOIDCScope(missingScope.join(' '));
  if (missingClaims) grant.addOIDCClaims(missingClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  return provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
}

/**
 * The pages the provider sends the browser to (`/oidc/{tenant}/interaction/{uid}`): the login form and
 * its post, and the consent step, which passes straight through for our own client. The form is
 * protected against cross-site posting by the interaction cookie (SameSite=Lax, path of this URL) and
 * an HMAC token bound to the interaction.
 */
export function interactionRoutes(registry: IssuerRegistry, db: Database): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.setErrorHandler(async (error, request, reply) => {
      if (error instanceof errors.OIDCProviderError) {
        const page = errorPage(localeOf(request), {
          code: error.error,
          description: error.error_description,
        });
        return sendPage(reply, error.statusCode, page);
      }
      if ((error as { statusCode?: number }).statusCode === 429) {
        request.log.warn(
          { tenant: (request.params as InteractionParams).tenantCode },
          'sign-in attempts limited',
        );
        return sendPage(
          reply,
          429,
          errorPage(localeOf(request), { code: 'too_many_attempts' }, 'tooManyAttempts'),
        );
      }
      throw error;
    });

    const issuerFor = async (request: FastifyRequest<{ Params: InteractionParams }>) => {
      const issuer = await registry.issuerOf(request.params.tenantCode);
      if (issuer === undefined) throw new errors.InvalidRequest('unknown tenant', 404);
      return issuer;
    };

    app.get<{ Params: InteractionParams }>(
      '/oidc/:tenantCode/interaction/:uid',
      { schema: { params: paramsSchema } },
      async (request, reply) => {
        const issuer = await issuerFor(request);
        const interaction = await currentInteraction(issuer, request, reply);
        if (interaction.prompt.name === 'consent') {
          return reply.redirect(await grantConsent(issuer, interaction, request, reply), 303);
        }
        return sendPage(
          reply,
          200,
          signInPage({
            locale: localeOf(request, interaction),
            tenantName: issuer.tenant.name ?? issuer.tenant.code,
            action: request.url,
            csrfToken: issuer.loginFormToken(interaction.uid),
          }),
        );
      },
    );

    app.post<{ Params: InteractionParams; Body: LoginForm }>(
      '/oidc/:tenantCode/interaction/:uid',
      {
        schema: { params: paramsSchema, body: loginFormSchema },
        config: {
          // Password guessing: a few attempts per address, account and tenant, then a pause (429).
          rateLimit: {
            max: SIGN_IN_ATTEMPTS,
            timeWindow: '15 minutes',
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) =>
              [
                request.ip,
                (request.params as InteractionParams).tenantCode,
                normalizeEmail((request.body as LoginForm).email),
              ].join('|'),
          },
        },
      },
      async (request, reply) => {
        const issuer = await issuerFor(request);
        const interaction = await currentInteraction(issuer, request, reply);
        const { email, password, csrf } = request.body;
        if (interaction.prompt.name !== 'login' || !issuer.isLoginFormToken(interaction.uid, csrf)) {
          throw new errors.InvalidRequest('the sign-in form is no longer valid');
        }
        const userId = await authenticateUser(db, issuer.tenant.id, email, password);
        if (userId === undefined) {
          request.log.info({ tenant: issuer.tenant.code }, 'sign-in failed');
          return sendPage(
            reply,
            200,
            signInPage({
              locale: localeOf(request, interaction),
              tenantName: issuer.tenant.name ?? issuer.tenant.code,
              action: request.url,
              csrfToken: issuer.loginFormToken(interaction.uid),
              email,
              failed: true,
            }),
          );
        }
        request.log.info({ tenant: issuer.tenant.code, userId }, 'signed in');
        const returnTo = await issuer.provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: userId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  };
}
