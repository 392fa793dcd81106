import { fromMinorUnits } from '@coverline/engine';
import type { ListExport } from '../../kit/listExport.js';
import { contractExportColumns, contractListItem } from '../shared/contractList.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import { POLICY_KIND, POLICY_LIST_SELECT } from './service.js';

/** One exported policy: the list's columns and the money. */
type ExportRow = {
  contractNumber: string;
  productName: string;
  contracteeName: string;
  status: string;
  startDate: string;
  endDate: string;
  issueDate: string;
  premium: number;
  sumInsured: number | null;
  currency: string;
};

/** `GET /api/policies/export`: the policy list with the money, one sheet "Policies". */
export const POLICY_EXPORT: ListExport<ExportRow> = {
  sheetName: 'Policies',
  fileStem: 'policies',
  columns: [
    ...contractExportColumns('Policy holder'),
    { key: 'premium', header: 'Premium', width: 14, money: true },
    { key: 'sumInsured', header: 'Sum insured', width: 14, money: true },
    { key: 'currency', header: 'Currency', width: 10 },
  ],
  list: {
    ...POLICY_KIND.declaration.list,
    select: {
      ...POLICY_LIST_SELECT,
      issueDate: 'p.issue_date::text',
      premium: 'p.premium',
      sumInsured: 'p.sum_insured',
      currency: 'p.currency',
    },
    item: (row) => {
      const currency = row.currency as string;
      const { entityId: _id, ...listed } = contractListItem(row);
      return {
        ...listed,
        issueDate: row.issueDate as string,
        premium: fromMinorUnits(row.premium as number, currency),
        sumInsured: decimalAmount(row.sumInsured as number | null, currency),
        currency,
      };
    },
  },
};
