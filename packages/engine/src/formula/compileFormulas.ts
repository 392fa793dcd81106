import type { ASTNode } from '@marcbachmann/cel-js';
import type { FieldDefinition, FieldType, ObjectDefinition } from '../definitions/types.js';
import { CALCULABLE } from './calculable.js';
import { formulaEnvironment } from './celEnvironment.js';
import { formulaOrder } from './formulaOrder.js';
import {
  FORMULA_MAX_LENGTH,
  type FieldFormula,
  type FormulaIssue,
  type FormulaProgram,
  type FormulaResult,
  type FormulaValueType,
  type FormulaVariables,
} from './types.js';

/** How each readable field type is read; the others (Customer, Object) cannot be read. */
const READ_AS: Partial<Record<FieldType, FormulaValueType>> = {
  String: 'string',
  Text: 'string',
  Phone: 'string',
  Lookup: 'string',
  Currency: 'string',
  Date: 'string',
  DateTime: 'string',
  Boolean: 'bool',
  Integer: 'decimal',
  Numeric: 'decimal',
  Money: 'decimal',
  StringArray: 'list<string>',
  IntegerArray: 'list<decimal>',
};

/** Numeric fields without `decimalPlaces` keep the most the definition schema allows. */
const NUMERIC_DEFAULT_PLACES = 10;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** CEL's reserved words cannot name a variable. */
const RESERVED = new Set(
  'true false null in as break const continue else for function if import let loop package namespace return var void while'.split(
    ' ',
  ),
);
/** Macros whose first argument binds a name inside them. */
const BINDING_MACROS = new Set(['all', 'exists', 'exists_one', 'map', 'filter', 'bind']);

const used = <T extends { attributes: { used?: boolean } }>(items: readonly T[]) =>
  items.filter((item) => item.attributes.used !== false);

const formulaOf = (field: FieldDefinition) => field.attributes.formula?.trim() || undefined;

/** What formulas may read: the used fields of readable types of the used, non-repeated objects. */
export function formulaVariables(objectDefinitions: readonly ObjectDefinition[]): FormulaVariables {
  const variables: FormulaVariables = {};
  for (const object of used(objectDefinitions)) {
    if (object.attributes.controlType === 'MULTIPLE_OBJECTS') continue;
    if (!IDENTIFIER.test(object.key) || RESERVED.has(object.key) || Object.hasOwn(variables, object.key))
      continue;
    const fields: Record<string, FormulaValueType> = {};
    for (const field of used(object.fields)) {
      const type = READ_AS[field.attributes.fieldType];
      if (type && IDENTIFIER.test(field.key) && !Object.hasOwn(fields, field.key)) fields[field.key] = type;
    }
    variables[object.key] = fields;
  }
  return variables;
}

function children(node: ASTNode): ASTNode[] {
  if (node.op === 'value' || node.op === 'id') return [];
  const found: ASTNode[] = [];
  const visit = (item: unknown): void => {
    if (Array.isArray(item)) item.forEach(visit);
    else if (typeof item === 'object' && item !== null && 'op' in item) found.push(item as ASTNode);
  };
  visit(node.args);
  return found;
}

function walk(node: ASTNode, visit: (node: ASTNode) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

/** The fields a formula reads and the names it uses that no object or macro variable gives. */
function references(ast: ASTNode, variables: FormulaVariables): { reads: string[]; unknown: string[] } {
  const bound = new Set<string>();
  walk(ast, (node) => {
    if (node.op !== 'rcall') return;
    const [name, receiver, args] = node.args;
    if (!BINDING_MACROS.has(name)) return;
    if (name === 'bind' && receiver.op === 'id') bound.add(receiver.args);
    if (args[0]?.op === 'id') bound.add(args[0].args);
  });
  const reads: string[] = [];
  const unknown: string[] = [];
  const objectOf = new Set<ASTNode>();
  walk(ast, (node) => {
    if (node.op === '.' && node.args[0].op === 'id' && Object.hasOwn(variables, node.args[0].args)) {
      const [object, field] = [node.args[0].args, node.args[1]];
      objectOf.add(node.args[0]);
      (Object.hasOwn(variables[object]!, field) ? reads : unknown).push(`${object}.${field}`);
    } else if (node.op === 'id' && !objectOf.has(node) && !bound.has(node.args)) {
      if (!Object.hasOwn(variables, node.args)) unknown.push(node.args);
    }
  });
  return { reads: [...new Set(reads)], unknown: [...new Set(unknown)] };
}

const PLAIN_NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** `text` with every number literal spelled as the exact decimal it is written as: `decimal("0.05")`. */
function decimalLiterals(ast: ASTNode, text: string): string {
  const literals: { start: number; end: number; digits: string }[] = [];
  walk(ast, (node) => {
    if (node.op !== 'value' || (typeof node.args !== 'number' && typeof node.args !== 'bigint')) return;
    const written = text.slice(node.range.start, node.range.end);
    const digits = PLAIN_NUMBER.test(written) ? written : String(node.args);
    literals.push({ start: node.range.start, end: node.range.end, digits });
  });
  let result = text;
  for (const { start, end, digits } of literals.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}decimal("${digits}")${result.slice(end)}`;
  }
  return result;
}

interface Located {
  object: ObjectDefinition;
  field: FieldDefinition;
  text: string;
}

function issue(
  { object, field }: Located,
  code: FormulaIssue['code'],
  values?: Record<string, string>,
): FormulaIssue {
  const path = `${object.key}.${field.key}`;
  return { objectKey: object.key, fieldKey: field.key, path, code, ...(values ? { values } : {}) };
}

function resultOf(
  field: FieldDefinition,
  reads: string[],
  typeOf: (path: string) => FieldType | undefined,
): FormulaResult {
  const { fieldType, decimalPlaces } = field.attributes;
  if (fieldType === 'Money') {
    return {
      type: 'money',
      moneyReads: reads.filter((path) => typeOf(path) === 'Money'),
      currencyReads: reads.filter((path) => typeOf(path) === 'Currency'),
    };
  }
  if (fieldType === 'Integer') return { type: 'number', places: 0 };
  if (fieldType === 'Numeric') return { type: 'number', places: decimalPlaces ?? NUMERIC_DEFAULT_PLACES };
  return { type: fieldType === 'Boolean' ? 'bool' : 'string' };
}

/** One formula on its own (cycles aside): the compiled formula, or why it is refused. */
function compileOne(
  located: Located,
  variables: FormulaVariables,
  typeOf: (path: string) => FieldType | undefined,
): FieldFormula | FormulaIssue {
  const { object, field, text } = located;
  const accepts = CALCULABLE[field.attributes.fieldType];
  if (object.attributes.controlType === 'MULTIPLE_OBJECTS' || !accepts) {
    return issue(located, 'formulaNotAllowed');
  }
  // U+0000 cannot be stored (PostgreSQL text and jsonb), not even inside a string literal
  if (text.length > FORMULA_MAX_LENGTH || text.includes('\u0000')) return issue(located, 'formulaSyntax');
  const { env } = formulaEnvironment(variables);
  let ast: ASTNode;
  try {
    ast = env.parse(text).ast;
  } catch {
    return issue(located, 'formulaSyntax');
  }
  const { reads, unknown } = references(ast, variables);
  if (unknown.length > 0) return issue(located, 'formulaUnknownField', { field: unknown[0]! });
  const cel = decimalLiterals(ast, text);
  let checked;
  try {
    checked = env.check(cel);
  } catch {
    return issue(located, 'formulaSyntax');
  }
  if (!checked.valid || !accepts.includes(checked.type ?? '')) return issue(located, 'formulaWrongType');
  const result = resultOf(field, reads, typeOf);
  if (result.type === 'money' && result.moneyReads.length + result.currencyReads.length === 0) {
    return issue(located, 'formulaNoCurrency');
  }
  return { objectKey: object.key, fieldKey: field.key, expression: cel, result, reads };
}

/**
 * The formulas of a form's objects, compiled and ordered, and the refused ones. A formula reads fields as
 * `objectKey.fieldKey` (the paths of display conditions) of the form's non-repeated objects.
 */
export function compileFormulas(objectDefinitions: readonly ObjectDefinition[]): {
  program: FormulaProgram;
  issues: FormulaIssue[];
} {
  const variables = formulaVariables(objectDefinitions);
  const types = new Map<string, FieldType>();
  const located: Located[] = [];
  for (const object of used(objectDefinitions)) {
    for (const field of used(object.fields)) {
      types.set(`${object.key}.${field.key}`, field.attributes.fieldType);
      const text = formulaOf(field);
      if (text !== undefined) located.push({ object, field, text });
    }
  }
  const typeOf = (path: string) => types.get(path);
  const compiled: FieldFormula[] = [];
  const issues: FormulaIssue[] = [];
  for (const each of located) {
    const outcome = compileOne(each, variables, typeOf);
    if ('code' in outcome) issues.push(outcome);
    else compiled.push(outcome);
  }
  const { ordered, cycles } = formulaOrder(compiled);
  for (const { formula, cycle } of cycles) {
    const { objectKey, fieldKey } = formula;
    issues.push({
      objectKey,
      fieldKey,
      path: `${objectKey}.${fieldKey}`,
      code: 'formulaCycle',
      values: { cycle: cycle.join(' → ') },
    });
  }
  return { program: { variables, formulas: ordered }, issues };
}

/** Why the formulas of these objects are refused, field by field; empty when all are fine. */
export function checkFormulas(objectDefinitions: readonly ObjectDefinition[]): FormulaIssue[] {
  return compileFormulas(objectDefinitions).issues;
}
