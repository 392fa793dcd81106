/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/** Files worth compressing: text the browser downloads, above a size where compression pays. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy of every compressible file of the build, so that the server
 * sends them as they are (at the best levels, once) instead of compressing at each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressDirectory = (directory: string) => {
    for (const name of readdirSync(directory)) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) compressDirectory(path);
      else if (COMPRESSIBLE.test(name) && statSync(path).size > COMPRESS_ABOVE_BYTES) {
        const content = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    }
  };
  return {
    name: 'coverline-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: () => compressDirectory(outDir),
  };
}

/** What the chunking step can ask of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `root` imports statically, directly or not (not those it loads lazily), itself included. */
function staticImports(root: string, graph: ModuleGraph): ReadonlySet<string> {
  const reached = new Set<string>();
  const waiting = [root];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    waiting.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Names the chunk of the signed-in frame (the workspace layout: header, sidebar, breadcrumbs, and the
 * framework code it needs beyond the start-up code): one file instead of some seventy small ones, each
 * a request with its own import glue and compressed alone. Every signed-in first screen needs all of it;
 * as one file it is about 30 kB (gzip) smaller.
 */
function signedInFrameChunk(): (id: string, graph: ModuleGraph) => string | null {
  const reachedBy = new WeakMap<ModuleGraph, { startUp: ReadonlySet<string>; frame: ReadonlySet<string> }>();
  return (id, graph) => {
    let reached = reachedBy.get(graph);
    if (reached === undefined) {
      reached = {
        startUp: staticImports(here('./src/main.tsx'), graph),
        frame: staticImports(here('./src/layout/WorkspaceLayout.tsx'), graph),
      };
      reachedBy.set(graph, reached);
    }
    return reached.frame.has(id) && !reached.startUp.has(id) ? 'signedInFrame' : null;
  };
}

/** The API server the dev server forwards to; start it with PUBLIC_URL=http://localhost:5173 for sign-in. */
const apiServer = process.env.COVERLINE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: signedInFrameChunk() }] } },
    },
  },
});
