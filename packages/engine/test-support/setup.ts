import { loadOnDemandCode } from '../src/loadOnDemandCode.js';

// The tests compile, parse, evaluate and validate as a server does: with the languages and the validator loaded
// (compile/formLanguages.test.ts and loadOnDemandCode.test.ts check what happens without them, in modules of
// their own).
await loadOnDemandCode();
