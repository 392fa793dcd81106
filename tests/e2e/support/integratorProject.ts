import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';

interface LockedPackage {
  version?: string;
  integrity?: string;
  resolved?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [other: string]: unknown;
}

interface Lockfile {
  packages: Record<string, LockedPackage>;
}

const rootLock = (): Lockfile =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as Lockfile;

/** Where Node would find `name` from the package installed at `from` (`''` is the project). */
function resolveIn(lock: Lockfile, from: string, name: string): string | undefined {
  for (let base = from; ;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (lock.packages[candidate] !== undefined) return candidate;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** The installed version of a package of the repository, e.g. `react` → `19.3.1`. */
export function repositoryVersion(name: string): string {
  const locked = rootLock().packages[`node_modules/${name}`];
  if (locked?.version === undefined) throw new Error(`${name} is not installed in the repository`);
  return locked.version;
}

export interface TarballPackage {
  /** The repository's folder of the package, e.g. `packages/engine`. */
  workspace: string;
  name: string;
  version: string;
  /** The file name in the project directory. */
  filename: string;
  integrity: string;
  dependencies: Record<string, string>;
}

/** Packs a workspace of the repository into `directory`, as `npm publish` would upload it. */
export function packWorkspace(workspace: string, directory: string): TarballPackage {
  const output = execFileSync(
    'npm',
    ['pack', '--workspace', workspace, '--pack-destination', directory, '--json', '--silent'],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  const [packed] = JSON.parse(output) as {
    name: string;
    version: string;
    filename: string;
    integrity: string;
  }[];
  if (packed === undefined) throw new Error(`npm pack ${workspace} packed nothing`);
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return { ...packed, workspace, dependencies: manifest.dependencies ?? {} };
}

/**
 * Writes an integrator's project into `directory`: a package.json depending on the tarballs and on
 * `registryPackages` at the repository's versions, and the lockfile that pins each package of their
 * dependency trees to the version the repository has, so `npm ci --offline` installs it from the npm cache that
 * installing the repository filled — the registry's metadata, which that cache lacks, is never needed.
 */
export function writeIntegratorProject(
  directory: string,
  tarballs: readonly TarballPackage[],
  registryPackages: readonly string[],
): void {
  const lock = rootLock();
  const dependencies: Record<string, string> = {};
  const packages: Record<string, LockedPackage> = {};
  for (const tarball of tarballs) {
    dependencies[tarball.name] = `file:${tarball.filename}`;
    packages[`node_modules/${tarball.name}`] = {
      version: tarball.version,
      resolved: `file:${tarball.filename}`,
      integrity: tarball.integrity,
      dependencies: tarball.dependencies,
    };
  }
  for (const name of registryPackages) dependencies[name] = repositoryVersion(name);

  // Every package the dependencies reach, found as Node would find it in the repository (a tarball's own
  // dependencies from its workspace), and placed where it would be found in the project.
  const pending: [from: string, name: string][] = [
    ...tarballs.flatMap((tarball) =>
      Object.keys(tarball.dependencies).map((name) => [tarball.workspace, name] as [string, string]),
    ),
    ...registryPackages.map((name) => ['', name] as [string, string]),
  ];
  const placedFrom = new Map<string, string>();
  while (pending.length > 0) {
    const [from, name] = pending.pop() as [string, string];
    const path = resolveIn(lock, from, name);
    if (path === undefined) continue;
    const locked = lock.packages[path] as LockedPackage;
    if (locked.link === true) continue;
    const place = path.replace(/^packages\/[^/]+\//, '');
    const placed = placedFrom.get(place);
    if (placed === path) continue;
    if (placed !== undefined) throw new Error(`${place} would hold both ${placed} and ${path}`);
    placedFrom.set(place, path);
    // The repository marks dev-only packages; here everything is a plain dependency.
    const { dev: _dev, devOptional: _devOptional, ...entry } = locked;
    packages[place] = entry;
    const required = {
      ...locked.dependencies,
      ...locked.optionalDependencies,
      ...Object.fromEntries(
        Object.entries(locked.peerDependencies ?? {}).filter(
          ([peer]) => locked.peerDependenciesMeta?.[peer]?.optional !== true,
        ),
      ),
    };
    for (const dependency of Object.keys(required)) pending.push([path, dependency]);
  }

  const manifest = { name: 'integrator', version: '1.0.0', private: true, type: 'module', dependencies };
  writeFileSync(join(directory, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    join(directory, 'package-lock.json'),
    `${JSON.stringify(
      {
        name: 'integrator',
        version: '1.0.0',
        lockfileVersion: 3,
        requires: true,
        packages: { '': manifest, ...packages },
      },
      null,
      2,
    )}\n`,
  );
}
