import type { Integration, LoanCalculator } from '@coverline/engine';

/** A calculator a lending product can use: a built-in one (its key is a translation) or an integration. */
export type CalculatorOption =
  { kind: 'builtIn'; id: LoanCalculator } | { kind: 'integration'; id: string; name: string };

/** The calculator of a lending product without a choice. */
export const DEFAULT_CALCULATOR: LoanCalculator = 'annuity';

/** The engine's calculators, in the order the spec lists them. */
const BUILT_IN_CALCULATORS: readonly LoanCalculator[] = ['amortized', 'annuity'];

/**
 * The calculator choice of a lending product: amortized and annuity, then every enabled loan-calculator
 * integration of the tenant, identified by its id (or, before it has one, its unique name).
 */
export function calculatorOptions(integrations: readonly Integration[] = []): CalculatorOption[] {
  const builtIn = BUILT_IN_CALCULATORS.map((id): CalculatorOption => ({ kind: 'builtIn', id }));
  const external = integrations
    .filter((integration) => integration.type === 'LOAN_CALCULATOR' && integration.enabled)
    .map((integration): CalculatorOption => ({
      kind: 'integration',
      id: integration.id ?? integration.name,
      name: integration.name,
    }));
  return [...builtIn, ...external];
}
