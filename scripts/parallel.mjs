#!/usr/bin/env node
// Runs npm scripts side by side and fails when any fails: lint and each workspace's typecheck are single
// threaded, so on several cores they take the time of the longest instead of the sum. Each script's output
// is printed whole when it ends, not interleaved.
//   node scripts/parallel.mjs lint typecheck:packages/engine …   (a script, or script:workspace)
import { spawn } from 'node:child_process';

const run = (task) =>
  new Promise((resolve) => {
    const [script, workspace] = task.split(':');
    const args = ['run', '--silent', script, ...(workspace ? ['--workspace', workspace] : [])];
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const started = Date.now();
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✓' : '✗'} ${task} (${seconds} s)`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(process.argv.slice(2).map(run));
process.exit(results.every(Boolean) ? 0 : 1);
