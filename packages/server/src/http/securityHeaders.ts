import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, the embedded sign-in provider's raw ones included (they are set
 * on the raw response as the request arrives). Helmet reads its options once here: @fastify/helmet built a
 * new helmet from them on every request, parsing the Content-Security-Policy directives each time.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
