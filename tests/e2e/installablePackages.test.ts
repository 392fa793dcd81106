import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.js';
import { packWorkspace, writeIntegratorProject } from './support/integratorProject.js';
import { REPO_ROOT } from './support/paths.js';
import { storyShots } from './support/story.js';

/** What an integrator installs beside the two packages: the peers of the widgets and a build tool. */
const INTEGRATOR_PACKAGES = [
  'react',
  'react-dom',
  '@rjsf/utils',
  '@mui/material',
  '@mui/icons-material',
  '@emotion/react',
  '@emotion/styled',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
];

/** The integrator's page: what the README's embedding section shows, line for line. */
const MAIN = `import { compileForm, loadFormLanguages, type Lookup, type ObjectDefinition, type ProductVersion } from '@coverline/engine';
import { SchemaForm } from '@coverline/widgets';
import type { WidgetProps } from '@rjsf/utils';
import { createRoot } from 'react-dom/client';
import content from './content.json';

const { version, lookups, objects } = content as unknown as {
  version: ProductVersion; lookups: Lookup[]; objects: ObjectDefinition[];
};
// The formula language loads on demand: a form compiled before it is loaded comes without its formulas (this
// loads it first). <SchemaForm> loads the validator's code itself.
await loadFormLanguages();
const form = compileForm(version.definition.objectDefinitions, {
  locale: 'en-GB', now: '2026-11-25T10:00:00', lookups, objectDefinitions: objects, currencies: ['EUR'], mode: 'edit',
});

// Any RJSF widget can stand in for one of ours by its \`ui:widget\` name, with the registry a stock RJSF <Form> gives it.
function NotesWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} multiline minRows={3} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <SchemaForm form={form} locale="en-GB" widgets={{ textarea: NotesWidget }} onSubmit={(data) => console.log('submitted', data)}>
    <button type="submit">Submit</button>
  </SchemaForm>,
);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    resolveJsonModule: true,
    // As Vite's templates set it: libraries' own declarations (react-querybuilder's name optional peers) are theirs to check.
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};

const readJsonDir = (directory: string) =>
  readdirSync(join(REPO_ROOT, directory))
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(REPO_ROOT, directory, name), 'utf8')) as unknown);

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/** Serves a built site from `root`, as any static host would. */
function serveStatic(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] as string;
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs a command in `cwd`; a failure reports what the command printed. */
function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

describe('the engine and the widgets as packages an integrator installs', () => {
  let project: string;
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), 'coverline-integrator-'));
    // The tarballs hold the builds the global set-up made of the repository's sources.
    const tarballs = ['packages/engine', 'packages/widgets'].map((workspace) =>
      packWorkspace(workspace, project),
    );
    writeIntegratorProject(project, tarballs, INTEGRATOR_PACKAGES);
    run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], project);

    mkdirSync(join(project, 'src'));
    const [version] = readJsonDir('examples/products').filter((product) =>
      (product as { name: string }).name.startsWith('Motor'),
    );
    const content = {
      version,
      lookups: readJsonDir('examples/lookups'),
      objects: readJsonDir('examples/objects'),
    };
    writeFileSync(join(project, 'src', 'content.json'), JSON.stringify(content));
    writeFileSync(join(project, 'src', 'main.tsx'), MAIN);
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    writeFileSync(
      join(project, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(project, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    );
    server = await serveStatic(join(project, 'dist'));
    browser = await launchChromium();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (project !== undefined) rmSync(project, { recursive: true, force: true });
  });

  it('installs from the tarballs alone: ESM with types, no deep imports, React and MUI as peers', () => {
    const installed = (name: string) =>
      JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')) as {
        type?: string;
        sideEffects?: boolean;
        peerDependencies?: Record<string, string>;
        exports: Record<string, { types: string }>;
      };
    for (const name of ['@coverline/engine', '@coverline/widgets']) {
      const manifest = installed(name);
      expect(manifest.type, name).toBe('module');
      expect(manifest.sideEffects, name).toBe(false);
      expect(Object.keys(manifest.exports), name).toEqual(['.']);
    }
    expect(Object.keys(installed('@coverline/widgets').peerDependencies ?? {})).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled']),
    );
    // The integrator's page type-checks against the packages' own declarations.
    run(join(project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], project);
  });

  it('builds with Vite and renders and validates the compiled example form, a widget of its own too, in Chromium', async () => {
    run(join(project, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], project);
    const page = await browser.newPage();
    const shot = storyShots('integrator');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByText('Vehicle', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('This field is required').first().waitFor();
    await shot(page, 'form-validated');
    // The integrator's widget draws RJSF's MUI input template, taken from the registry it is handed.
    await page.getByRole('region', { name: 'Coverage' }).scrollIntoViewIfNeeded();
    const notes = page.getByRole('textbox', { name: 'Additional conditions' });
    await notes.fill('Kept in a locked garage');
    expect(await notes.inputValue()).toBe('Kept in a locked garage');
    await shot(page, 'own-widget');
    expect(errors).toEqual([]);
  });
});
