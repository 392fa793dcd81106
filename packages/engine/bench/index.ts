import { compileBench } from './compile.js';
import { financeBench } from './finance.js';
import { validateBench } from './validate.js';

await compileBench();
await validateBench();
await financeBench();
