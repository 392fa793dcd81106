import { loadFormLanguages } from '../src/compile/formLanguages.js';

// The tests compile, parse and evaluate formulas and conditions as a server does: with both languages loaded
// (compile/formLanguages.test.ts checks what happens without them, in modules of its own).
await loadFormLanguages();
