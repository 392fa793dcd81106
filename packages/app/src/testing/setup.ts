import { loadOnDemandCode } from '@coverline/engine';
import { cleanup, configure } from '@testing-library/react';
import { loadIconCatalogue, preloadFieldEditors, preloadSchemaTableRows } from '@coverline/widgets';
import { afterAll, afterEach, expect } from 'vitest';
import { preloadErrorDialog } from '../errors/ErrorDialogProvider.js';
import { closeTestServers, takeMissingTexts } from './renderApp.js';

// Screens load their code and data from a local server first: on a busy machine that takes longer than the
// library's 1 s, so every findBy waits as long as the slow ones already did.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Every text a rendered screen asks for must exist: a missing key fails the test that showed it.
afterEach(() => {
  expect(takeMissingTexts(), 'texts missing from the translation files').toEqual([]);
});

afterAll(closeTestServers);

// Loaded once per worker, so no test leaves an icon's import in flight at teardown (see the widgets' setup).
await loadIconCatalogue();
// A table's rows are drawn once their code is there: loaded up front, tests see rows as soon as their data.
await preloadSchemaTableRows();
// A widget's editing control (a date picker, an autocomplete) is drawn once its code is there: loaded up front,
// tests find them at once.
await preloadFieldEditors();
// The error dialog's code is loaded a while after start, or with the first error: a test whose screen met an
// unexpected error would pass while that code was still loading, and fail once an earlier test in the worker
// had loaded it. Loaded first, the dialog shows every such error in every test.
await preloadErrorDialog();
// Pages apply formulas once their language has arrived after the form was drawn, and validate once the
// validator's code is there; some tests compile forms with formulas themselves: all of it is loaded up front,
// so that tests meet complete forms at once.
await loadOnDemandCode();
