// `npm start`: builds what is missing or older than its sources, then runs the server in this process's
// place (PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL… come from the environment; see the README).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time below `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

// In dependency order: the server imports the engine's build; the app compiles the engine's and the
// widgets' sources into its own (see its vite.config.ts), so a change there rebuilds the app.
const packages = [
  { name: 'engine', sources: ['src'] },
  { name: 'server', sources: ['src'] },
  { name: 'app', sources: ['src', 'index.html', 'public', '../engine/src', '../widgets/src'] },
];
for (const { name, sources } of packages) {
  const directory = join(root, 'packages', name);
  if (!existsSync(join(directory, 'package.json'))) continue;
  const built = newest(join(directory, 'dist'));
  const changed = Math.max(...sources.map((source) => newest(join(directory, source))));
  if (built > 0 && built >= changed) continue;
  console.log(`Building @coverline/${name}…`);
  const build = spawnSync('npm', ['run', 'build', '--if-present', '-w', `packages/${name}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], { stdio: 'inherit' });
// A process manager stopping `npm start` stops the server, which then closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
