import fp from 'fastify-plugin';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The name and port of a Host header or URL host (`name:port`), the port as written, if any. */
function partsOf(host: string): { name: string; port: string } {
  const match = /^(.*?)(?::(\d+))?$/.exec(host.toLowerCase());
  return { name: match?.[1] ?? '', port: match?.[2] ?? '' };
}

/**
 * Sends a browser that opened the app by another loopback name than PUBLIC_URL's (127.0.0.1 for localhost, say)
 * to PUBLIC_URL's, before the page loads: sign-in, cookies and the Content-Security-Policy all name that one
 * origin, and the page would otherwise end in a sign-in error. Only between loopback names on PUBLIC_URL's own
 * port, so that a reverse proxy that forwards another Host header can never be sent round in circles. API calls
 * are left alone.
 */
export const loopbackHostPlugin = fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  const target = new URL(publicUrl);
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  if (!LOOPBACK_NAMES.has(target.hostname)) return;
  const isOtherLoopbackName = (host: string) => {
    const parts = partsOf(host);
    return LOOPBACK_NAMES.has(parts.name) && parts.name !== target.hostname && (parts.port || '80') === port;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (/^\/api(\/|$)/.test(request.url)) return;
    if (!isOtherLoopbackName(request.headers.host ?? '')) return;
    return reply.redirect(`${target.origin}${request.url}`, 302);
  });
});
