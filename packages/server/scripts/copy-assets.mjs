// The build's second step: the files the compiled server reads beside its code (SQL migrations, images).
import { cpSync } from 'node:fs';

for (const folder of ['migrations', 'assets']) {
  cpSync(new URL(`../src/${folder}/`, import.meta.url), new URL(`../dist/${folder}/`, import.meta.url), {
    recursive: true,
  });
}
