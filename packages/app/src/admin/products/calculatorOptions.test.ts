import type { Integration } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { calculatorOptions, DEFAULT_CALCULATOR } from './calculatorOptions.js';

const calculator = (name: string, enabled: boolean, id?: string): Integration => ({
  ...(id === undefined ? {} : { id }),
  type: 'LOAN_CALCULATOR',
  provider: 'REST_API',
  name,
  enabled,
  settings: { baseUrl: 'https://calc.example.com' },
});

describe('calculatorOptions', () => {
  it('offers amortized and annuity, annuity being the default', () => {
    expect(calculatorOptions().map((option) => option.id)).toEqual(['amortized', 'annuity']);
    expect(DEFAULT_CALCULATOR).toBe('annuity');
  });

  it('adds only the enabled loan-calculator integrations', () => {
    const integrations: Integration[] = [
      calculator('Bank calculator', true, '0b9f6f5e-8f1c-4a4e-9a52-3c1d6c0a7b21'),
      calculator('Old calculator', false),
      calculator('Partner calculator', true),
      { type: 'SMS', provider: 'INFOBIP', name: 'Texts', enabled: true, settings: {} },
    ];
    expect(calculatorOptions(integrations).slice(2)).toEqual([
      { kind: 'integration', id: '0b9f6f5e-8f1c-4a4e-9a52-3c1d6c0a7b21', name: 'Bank calculator' },
      { kind: 'integration', id: 'Partner calculator', name: 'Partner calculator' },
    ]);
  });
});
