import { compileBench } from './compile.js';
import { financeBench } from './finance.js';

await compileBench();
await financeBench();
