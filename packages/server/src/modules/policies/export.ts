import { fromMinorUnits } from '@coverline/engine';
import { contractExport } from '../shared/contractList.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import { POLICY_KIND } from './service.js';

/** `GET /api/policies/export`: the policy list with the money, one sheet "Policies". */
export const POLICY_EXPORT = contractExport({
  sheetName: 'Policies',
  fileStem: 'policies',
  holderHeader: 'Policy holder',
  list: POLICY_KIND.declaration.list,
  own: [
    { key: 'premium', header: 'Premium', width: 14, money: true },
    { key: 'sumInsured', header: 'Sum insured', width: 14, money: true },
  ],
  select: { premium: 'p.premium', sumInsured: 'p.sum_insured' },
  item: (row, currency) => ({
    premium: fromMinorUnits(row.premium as number, currency),
    sumInsured: decimalAmount(row.sumInsured as number | null, currency),
  }),
});
