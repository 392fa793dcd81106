import { loadOnDemandCode } from '../src/loadOnDemandCode.js';

// The tests compile, evaluate formulas and validate as a server does: with the formula language and the
// validator loaded (compile/formLanguages.test.ts and loadOnDemandCode.test.ts check what happens without
// them, in modules of their own).
await loadOnDemandCode();
