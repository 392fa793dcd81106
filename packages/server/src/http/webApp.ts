import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.js';

/** The built single-page app (`packages/app/dist`), served by this server when it exists. */
export const WEB_APP_DIR = fileURLToPath(new URL('../../../app/dist/', import.meta.url));

const PLACEHOLDER = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Coverline</title></head>
  <body style="font-family: sans-serif; margin: 3rem">
    <h1>Coverline</h1>
    <p>The server is running. The web app has not been built yet.</p>
    <p>API description: <a href="/api/docs">/api/docs</a></p>
  </body>
</html>
`;

/** The JSON 404 of an address nothing answers: unknown API and sign-in addresses, missing files. */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody(404, `Route ${request.method}:${pathOf(request)} not found`));
}

/**
 * Serves the web app: its files, and `index.html` for any other page address so that deep links work.
 * Unknown API and sign-in addresses get a JSON 404, never the page. Before the app is built, `/` shows a
 * placeholder.
 */
export const webAppPlugin = fp<{ directory?: string }>(async (app, options) => {
  const directory = options.directory ?? WEB_APP_DIR;

  if (!existsSync(`${directory}index.html`)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html').send(PLACEHOLDER),
    );
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: directory,
    wildcard: false,
    // The build's .br and .gz copies, for browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlOf(path, directory)),
  });
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const isPage = request.method === 'GET' && !/^\/(api|oidc)(\/|$)/.test(path) && !/\.\w+$/.test(path);
    return isPage ? reply.sendFile('index.html') : notFound(request, reply);
  });
});

/**
 * Built assets carry a hash of their content in their name, so a browser keeps them for good; anything else
 * (the page, translations, images) is checked again at each use, cheaply by its ETag.
 */
export function cacheControlOf(path: string, directory: string): string {
  const relative = path.startsWith(directory) ? path.slice(directory.length) : path;
  return /^\/?assets\//.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}
