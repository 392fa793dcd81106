import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
import { closeTestServers, takeMissingTexts } from './renderApp.js';

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
