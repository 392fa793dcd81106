import { PHONE_PATTERN } from '../compile/fieldTypes/phone.js';
import type { ValidationMessageKey } from './messages.js';
import type { SchemaError } from './schemaInterpreter.js';

/** One problem with a value, in the catalogue's terms. */
export interface ValidationIssue {
  /** Dotted data path (`drivers.0.name`); '' for the data root. */
  path: string;
  key: ValidationMessageKey;
  params: Record<string, unknown>;
}

const TYPE_KEYS: Partial<Record<string, ValidationMessageKey>> = {
  string: 'notText',
  number: 'notANumber',
  integer: 'notAWholeNumber',
  boolean: 'notYesOrNo',
};

const FORMAT_KEYS: Partial<Record<string, ValidationMessageKey>> = {
  date: 'date',
  'iso-date-time': 'dateTime',
};

/** `/drivers/0/name` → `drivers.0.name` (JSON Pointer unescaped). */
function dottedPath(pointer: string, child?: string): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/');
  if (child !== undefined) segments.push(child);
  return segments.map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function keyOf(error: SchemaError): ValidationMessageKey {
  const { keyword, params } = error;
  switch (keyword) {
    case 'required':
    case 'minLength': // only ever 1: an empty mandatory text
      return 'required';
    case 'maxLength':
      return 'tooLong';
    case 'additionalProperties':
      return 'unknownField';
    case 'type':
      return TYPE_KEYS[String(params.type)] ?? 'invalid';
    case 'enum':
    case 'const':
    case 'not':
      return 'notAllowed';
    case 'pattern':
      return params.pattern === PHONE_PATTERN ? 'phoneDigits' : 'pattern';
    case 'format':
      return FORMAT_KEYS[String(params.format)] ?? 'invalid';
    case 'notAfter':
      return 'futureDate';
    case 'minimum':
    case 'maximum':
    case 'decimalPlaces':
    case 'minItems':
    case 'maxItems':
      return keyword;
    default:
      return 'invalid';
  }
}

/**
 * The issue a schema error reports, or undefined for the `if` error that only says "then failed" (the
 * failing `then` keyword is reported on its own). A missing or unknown property is reported at its own path.
 */
export function validationIssue(error: SchemaError): ValidationIssue | undefined {
  if (error.keyword === 'if') return undefined;
  const { instancePath, params } = error;
  const child =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(params.additionalProperty)
        : undefined;
  const limit = 'limit' in params ? { limit: params.limit } : {};
  return { path: dottedPath(instancePath, child), key: keyOf(error), params: limit };
}
