import type { FieldFormula } from './types.js';

const pathOf = (formula: FieldFormula) => `${formula.objectKey}.${formula.fieldKey}`;

/**
 * The formulas in evaluation order (each after the formulas whose fields it reads, otherwise as given) and
 * those on a cycle, each with the cycle it is on written from itself back to itself
 * (`a.x → b.y → a.x`). A formula that only depends on a cycle is left out of both: it is never evaluated,
 * and its own field is not to blame.
 */
export function formulaOrder(formulas: readonly FieldFormula[]): {
  ordered: FieldFormula[];
  cycles: { formula: FieldFormula; cycle: string[] }[];
} {
  const byPath = new Map(formulas.map((formula) => [pathOf(formula), formula]));
  const dependencies = (formula: FieldFormula) => formula.reads.filter((path) => byPath.has(path));
  const state = new Map<string, 'visiting' | 'done' | 'blocked'>();
  const ordered: FieldFormula[] = [];
  const onCycle = new Map<string, string[]>();
  const stack: string[] = [];

  // depth-first; the depth is bounded by the number of formula fields of one form
  const visit = (path: string): boolean => {
    const seen = state.get(path);
    if (seen === 'done') return true;
    if (seen === 'blocked') return false;
    if (seen === 'visiting') {
      const loop = [...stack.slice(stack.indexOf(path)), path];
      for (const [index, member] of loop.slice(0, -1).entries()) {
        onCycle.set(member, [...loop.slice(index, -1), ...loop.slice(0, index + 1)]);
      }
      return false;
    }
    state.set(path, 'visiting');
    stack.push(path);
    const formula = byPath.get(path)!;
    let ready = true;
    for (const dependency of dependencies(formula)) if (!visit(dependency)) ready = false;
    stack.pop();
    state.set(path, ready ? 'done' : 'blocked');
    if (ready) ordered.push(formula);
    return ready;
  };
  for (const formula of formulas) visit(pathOf(formula));
  const cycles = formulas.flatMap((formula) => {
    const cycle = onCycle.get(pathOf(formula));
    return cycle ? [{ formula, cycle }] : [];
  });
  return { ordered, cycles };
}
