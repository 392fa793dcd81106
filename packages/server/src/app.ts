import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { authPlugin } from './auth/plugin.js';
import type { Config } from './config.js';
import { correlationIdOf, correlationIdPlugin } from './http/correlationId.js';
import { errorHandlerPlugin } from './http/errorHandler.js';
import { loopbackHostPlugin } from './http/loopbackHost.js';
import { permissionsPlugin } from './http/permissions.js';
import { RequestLogController } from './http/requestLogging.js';
import { responseSchemasPlugin } from './http/responseSchemas.js';
import { securityHeadersPlugin } from './http/securityHeaders.js';
import { storableTextPlugin } from './http/storableText.js';
import { createValidatorCompiler, loadSharedSchemas } from './http/validation.js';
import { webAppPlugin } from './http/webApp.js';
import { modules } from './modules/index.js';
import type { ModuleOptions } from './modules/moduleOptions.js';
import { sealPlaintextSecrets } from './modules/tenantSettings/plaintextSecrets.js';
import { createKeyCipher } from './oidc/keyCipher.js';
import { keyEncryptionKeyOf } from './oidc/keyEncryptionKey.js';
import { openIssuerKeyStore } from './oidc/keys.js';
import { oidcPlugin } from './oidc/plugin.js';
import { demoStandInsPlugin } from './demo/standIns.js';

export interface AppOptions extends Omit<ModuleOptions, 'cipher'> {
  /** The process's pino logger; tests pass `false` for silence. Default: a pino logger at the configured level. */
  logger?: FastifyBaseLogger | false;
}

/** Largest JSON body: a product version with a thousand fields stays far below it. */
export const JSON_BODY_LIMIT = 4 * 1024 * 1024;
/** Largest uploaded file (logo, wallpaper, photo). */
export const UPLOAD_LIMIT = 2 * 1024 * 1024;

/** The whole HTTP server: one plugin per concern, then the modules. Not listening yet. */
export async function buildApp({ db, config, logger }: AppOptions): Promise<FastifyInstance> {
  // First, so that a wrong key encryption key stops the start before anything else is set up.
  const keyEncryptionKey = await keyEncryptionKeyOf(config);
  const issuerKeys = await openIssuerKeyStore(db, keyEncryptionKey);
  const app: FastifyInstance = Fastify({
    ...(logger === undefined
      ? { logger: { level: config.logLevel } }
      : logger
        ? { loggerInstance: logger }
        : {}),
    genReqId: correlationIdOf,
    logController: new RequestLogController({ requestIdLogLabel: 'correlationId' }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  const sharedSchemas = loadSharedSchemas();
  app.setValidatorCompiler(createValidatorCompiler(sharedSchemas));
  for (const schema of sharedSchemas) app.addSchema(schema);

  await app.register(errorHandlerPlugin);
  await app.register(correlationIdPlugin);
  // The demo's third parties answer at this server's own address, before anything reads the request.
  if (config.demo) await app.register(demoStandInsPlugin);
  await app.register(loopbackHostPlugin, { publicUrl: config.publicUrl });
  await app.register(securityHeadersPlugin, helmetOptions(config));
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: UPLOAD_LIMIT, fields: 10, parts: 11 },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Coverline API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => schemaName(json.$id) ?? `def-${i}`,
    },
    // Each operation documents its access rule: `x-permission`, or no security for public calls.
    transform: ({ schema, url, route }) => {
      const { permission, public: isPublic } = route.config ?? {};
      const access = isPublic === true ? { security: [] } : permission ? { 'x-permission': permission } : {};
      return { schema: { ...schema, ...access } as typeof schema, url };
    },
  });
  await app.register(authPlugin, { db, config, issuerKeys });
  await app.register(permissionsPlugin);
  await app.register(storableTextPlugin);
  await app.register(responseSchemasPlugin, { schemas: sharedSchemas, strict: config.strictResponses });
  await app.register(oidcPlugin, { db, config, issuerKeys });

  const cipher = createKeyCipher(keyEncryptionKey);
  await sealPlaintextSecrets(db, cipher);
  const options: ModuleOptions = { db, config, cipher };
  for (const plugin of Object.values(modules)) await app.register(plugin, options);
  app.get(
    '/api/docs',
    {
      config: { public: true },
      schema: { hide: true, response: { 200: { description: 'The OpenAPI document', type: 'object' } } },
    },
    async () => app.swagger(),
  );
  await app.register(webAppPlugin);
  return app;
}

/**
 * Helmet's defaults, minus what breaks a deployment on plain HTTP (a LAN): HSTS and upgrade-insecure-requests.
 * Scripts come from this origin only and may not evaluate code: the forms validate in the browser with the
 * engine's schema interpreter, which generates none.
 */
function helmetOptions(config: Config) {
  const https = config.publicUrl.startsWith('https:');
  return {
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        scriptSrc: ["'self'"],
      },
    },
  };
}

/** `https://coverline.dev/schemas/lookup.schema.json` → `lookup` in the OpenAPI components. */
function schemaName(id: unknown): string | undefined {
  return typeof id === 'string' ? /([\w-]+)\.schema\.json$/.exec(id)?.[1] : undefined;
}
