/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const { version } = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };

/** Changes whenever a translation file does, so browsers never keep stale texts after a deploy. */
function localesHash(): string {
  const hash = createHash('sha256');
  const root = here('./public/locales');
  for (const language of readdirSync(root).sort()) {
    for (const file of readdirSync(`${root}/${language}`).sort()) {
      hash.update(`${language}/${file}`).update(readFileSync(`${root}/${language}/${file}`));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

/** The API server the dev server forwards to; start it with PUBLIC_URL=http://localhost:5173 for sign-in. */
const apiServer = process.env.COVERLINE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  define: {
    __PLATFORM_VERSION__: JSON.stringify(version),
    __LOCALES_VERSION__: JSON.stringify(`${version}-${localesHash()}`),
    __LIVE_PERMISSION_CHECK__: JSON.stringify(process.env.COVERLINE_LIVE_PERMISSION_CHECK === 'true'),
  },
  resolve: {
    // The engine's and the widgets' sources are compiled with the app, so neither needs a build first.
    alias: {
      '@coverline/engine': here('../engine/src/index.ts'),
      '@coverline/widgets': here('../widgets/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/oidc': apiServer, '/.oidc-client': apiServer },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
