import { loadFormLanguages } from '../src/compile/formLanguages.js';

// The tests compile and evaluate formulas as a server does: with the formula language loaded
// (compile/formLanguages.test.ts checks what happens without it, in modules of its own).
await loadFormLanguages();
