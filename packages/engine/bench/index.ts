import { loadFormLanguages } from '../src/compile/formLanguages.js';
import { compileBench } from './compile.js';
import { financeBench } from './finance.js';
import { validateBench } from './validate.js';

// The benches compile definitions with formulas, as the server does after loading their language.
await loadFormLanguages();
await compileBench();
await validateBench();
await financeBench();
