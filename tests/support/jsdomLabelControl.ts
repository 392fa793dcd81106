import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const jsdomRoot = dirname(require.resolve('jsdom/package.json'));
const jsdomModule = (path: string) => require(join(jsdomRoot, 'lib', path));
const { implementation: LabelImpl } = jsdomModule('jsdom/living/nodes/HTMLLabelElement-impl.js');
const { isLabelable } = jsdomModule('jsdom/living/helpers/form-controls.js');
const DOCUMENT_NODE = 9;

interface ElementImpl {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string;
  getRootNode(options: object): { nodeType: number; getElementById(id: string): unknown };
}

/**
 * A label's control: jsdom looks for the `for` id by walking the document, and an input's labels by asking
 * every label for its control, so each accessible name and `getByLabelText` walked the document once per
 * label. The document's id index gives the same first element in tree order.
 */
function controlByIdIndex(this: ElementImpl): unknown {
  const root = this.hasAttributeNS(null, 'for') ? this.getRootNode({}) : undefined;
  if (root?.nodeType !== DOCUMENT_NODE) return controlByWalk.call(this);
  const id = this.getAttributeNS(null, 'for');
  const element = id === '' ? null : root.getElementById(id);
  return element && isLabelable(element) ? element : null;
}

const controlByWalk = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control')!.get!;
// A worker loads jsdom once but runs the setup files again for each test file it takes on.
if (controlByWalk.name !== controlByIdIndex.name) {
  Object.defineProperty(LabelImpl.prototype, 'control', { configurable: true, get: controlByIdIndex });
}
