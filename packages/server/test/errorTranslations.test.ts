import { readdirSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The app's translation files, read as its i18n tests read them.
import { translationFiles } from '../../app/src/testing/translationFiles.js';
import { STALE_VERSION_MESSAGE } from '../src/http/errors.js';

const SOURCE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src');

const sources = readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(join(SOURCE_DIR, file), 'utf8'));

/** `const NAME = '…'` anywhere in the server: messages are sometimes named. */
const constants = new Map(
  sources.flatMap((source) =>
    [...source.matchAll(/const ([A-Z][A-Z_]+) = '([^']+)';/g)].map(([, name, value]) => [name, value]),
  ),
);

/**
 * The messages of every `httpError(status, message…)` the server throws (string literals and named constants
 * in the message argument), and the record kinds' `lockedMessage`s, which the kit throws for them.
 */
function messagesTheServerSends(): Set<string> {
  const messages = new Set<string>();
  for (const source of sources) {
    for (const [, argument = ''] of source.matchAll(/httpError\(\s*\d+,\s*((?:[^,()]|\([^()]*\))+)/g)) {
      for (const [, literal = ''] of argument.matchAll(/'([^']+)'/g)) messages.add(literal);
      for (const [name] of argument.matchAll(/\b[A-Z][A-Z_]+\b/g)) {
        const value = constants.get(name);
        if (value !== undefined) messages.add(value);
      }
    }
    for (const [, locked = ''] of source.matchAll(/lockedMessage: '([^']+)'/g)) messages.add(locked);
  }
  return messages;
}

/**
 * Messages the app recognises by the status or by the value instead of showing them: the reason phrases of
 * 401 and 404, and the stale-version 409, which opens the "already modified" dialog.
 */
const shownByTheApp = new Set<string | undefined>([...Object.values(STATUS_CODES), STALE_VERSION_MESSAGE]);

describe('error messages the server sends', () => {
  const messages = [...messagesTheServerSends()].filter((message) => !shownByTheApp.has(message));

  it('are found in the sources, the loan and policy refusals among them', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'loanHasActiveQuote',
        'notLatestPayment',
        'installmentNotDeletable',
        'policyHasActiveQuote',
        'notAllowedFromStatus',
        'quoteLocked',
        'productVersionLocked',
      ]),
    );
  });

  // The translation tests check that every language has each English text.
  it.each(messages)('%s has an English text in backend-validations', (message) => {
    expect(translationFiles().en?.['backend-validations']).toHaveProperty([message]);
  });
});
