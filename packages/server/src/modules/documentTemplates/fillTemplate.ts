import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { httpError } from '../../http/errors.js';

/** A placeholder names data by a dotted path of keys (`vehicle.make`), or `.` for the current list element. */
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const NOT_WORD = 'The file is not a Word document (DOCX)';
/** How many problems of a broken template the 400 names. */
const PROBLEMS_NAMED = 10;

type Scope = unknown;

/** The value at `path` in the innermost scope (list element, then outwards) that has its first key. */
function lookUp(scopes: readonly Scope[], path: readonly string[]): unknown {
  const [first = '', ...rest] = path;
  for (let index = scopes.length - 1; index >= 0; index -= 1) {
    const scope = scopes[index];
    // Own properties only: a template never reaches a prototype (`constructor`, `__proto__`).
    if (typeof scope === 'object' && scope !== null && Object.hasOwn(scope, first)) {
      return rest.reduce<unknown>(
        (value, key) =>
          typeof value === 'object' && value !== null && Object.hasOwn(value, key)
            ? (value as Record<string, unknown>)[key]
            : undefined,
        (scope as Record<string, unknown>)[first],
      );
    }
  }
  return undefined;
}

/**
 * Placeholders are data only: a tag is a path looked up in the data, never an expression evaluated, so a
 * template can read nothing but what it is given.
 */
function pathParser(tag: string) {
  const path = tag.trim();
  if (path === '.') return { get: (scope: Scope) => scope };
  if (!PATH.test(path)) throw new Error(`"${tag}" is not a placeholder: use keys joined by dots`);
  const keys = path.split('.');
  return {
    get: (scope: Scope, context: { scopeList: Scope[] }) => lookUp(context.scopeList ?? [scope], keys),
  };
}

interface TemplateProblem {
  message?: string;
  properties?: { explanation?: string; errors?: TemplateProblem[]; rootError?: { message?: string } };
}

/** The template's problems as a 400 naming each: `{{name}` unclosed, a tag that is not a path, raw XML… */
function templateInvalid(error: unknown): Error {
  const problem = error as TemplateProblem;
  const problems = problem.properties?.errors ?? [problem];
  const texts = problems
    .map((each) => each.properties?.rootError?.message ?? each.properties?.explanation ?? each.message)
    .filter((text): text is string => typeof text === 'string' && text.length > 0);
  return httpError(400, 'templateInvalid', {
    file: [...new Set(texts.length > 0 ? texts : [NOT_WORD])].slice(0, PROBLEMS_NAMED),
  });
}

/** The template compiled: the archive read and every tag parsed (400 for a broken one). */
function compiled(template: Buffer): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw templateInvalid(new Error(NOT_WORD));
  }
  if (zip.file('word/document.xml') === null) throw templateInvalid(new Error(NOT_WORD));
  let document: Docxtemplater;
  try {
    document = new Docxtemplater(zip, {
      paragraphLoop: true,
      // The problems go to the caller as a 400, not to the server's console.
      errorLogging: false,
      linebreaks: true,
      parser: pathParser,
      // A missing value prints nothing rather than "undefined".
      nullGetter: () => '',
    });
  } catch (error) {
    throw templateInvalid(error);
  }
  // Raw XML tags (`{@…}`) would write data into the document's markup: refused, placeholders are text.
  const raw = rawTags(document);
  if (raw.length > 0) {
    throw httpError(400, 'templateInvalid', {
      file: raw.map((tag) => `{@${tag}} inserts raw XML, which templates may not`).slice(0, PROBLEMS_NAMED),
    });
  }
  return document;
}

function rawTags(document: Docxtemplater): string[] {
  const files = (document as unknown as { compiled: Record<string, { postparsed: RawPart[] }> }).compiled;
  const tags: string[] = [];
  const visit = (parts: readonly RawPart[]) => {
    for (const part of parts) {
      if (part.module === 'rawxml') tags.push(part.value);
      if (part.subparsed) visit(part.subparsed);
    }
  };
  for (const file of Object.values(files)) visit(file.postparsed);
  return tags;
}

interface RawPart {
  module?: string;
  value: string;
  subparsed?: RawPart[];
}

/** Checks that `template` is a Word document whose placeholders all parse; 400 naming the problems otherwise. */
export function checkTemplate(template: Buffer): void {
  compiled(template);
}

/** The template filled with `data` (a DOCX); 400 naming the problems of a broken template. */
export function fillTemplate(template: Buffer, data: Readonly<Record<string, unknown>>): Buffer {
  const document = compiled(template);
  try {
    document.render(data);
  } catch (error) {
    throw templateInvalid(error);
  }
  return document.toBuffer({ compression: 'DEFLATE' });
}
