import { loadOnDemandCode } from '../src/loadOnDemandCode.js';
import { compileBench } from './compile.js';
import { financeBench } from './finance.js';
import { validateBench } from './validate.js';

// The benches compile definitions with formulas and validate, as the server does after loading the code for
// them.
await loadOnDemandCode();
await compileBench();
await validateBench();
await financeBench();
