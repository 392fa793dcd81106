import { fromMinorUnits, type PolicyExportFormat } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { listPage, MAX_LIMIT, type ListDeclaration } from '../../kit/listQuery.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import { TABLE_CONTENT_TYPES, tableFile, type TableColumn } from '../shared/tableExport.js';
import { POLICY_KIND, POLICY_LIST_SELECT } from './service.js';

/** The most rows one export writes. */
export const MAX_EXPORT_ROWS = 10_000;

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

const AMOUNT = '#,##0.00';

/** The columns of the file, in order, with their header. */
const COLUMNS: readonly (TableColumn & { key: keyof ExportRow })[] = [
  { key: 'contractNumber', header: 'Contract number', width: 16 },
  { key: 'productName', header: 'Product', width: 24 },
  { key: 'contracteeName', header: 'Policy holder', width: 28 },
  { key: 'status', header: 'Status', width: 12 },
  { key: 'startDate', header: 'Start date', width: 12 },
  { key: 'endDate', header: 'End date', width: 12 },
  { key: 'issueDate', header: 'Issue date', width: 12 },
  { key: 'premium', header: 'Premium', width: 14, numFmt: AMOUNT },
  { key: 'sumInsured', header: 'Sum insured', width: 14, numFmt: AMOUNT },
  { key: 'currency', header: 'Currency', width: 10 },
];

/** The policy list's declaration with the money columns. */
const EXPORT_LIST: ListDeclaration<ExportRow> = {
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
    return {
      contractNumber: row.contractNumber as string,
      productName: row.productName as string,
      contracteeName: (row.contracteeName as string | null) ?? '',
      status: row.status as string,
      startDate: row.startDate as string,
      endDate: row.endDate as string,
      issueDate: row.issueDate as string,
      premium: fromMinorUnits(row.premium as number, currency),
      sumInsured: decimalAmount(row.sumInsured as number | null, currency),
      currency,
    };
  },
};

/** The rows the policy list shows for `search` and `sorting`, all its pages (at most MAX_EXPORT_ROWS). */
async function exportRows(tx: Tx, search?: string, sorting?: string): Promise<ExportRow[]> {
  const rows: ExportRow[] = [];
  for (let page = 0; rows.length < MAX_EXPORT_ROWS; page += 1) {
    const { items } = await listPage(tx, EXPORT_LIST, {
      page,
      limit: MAX_LIMIT,
      ...(search === undefined ? {} : { search }),
      ...(sorting === undefined ? {} : { sorting }),
    });
    rows.push(...items);
    if (items.length < MAX_LIMIT) break;
  }
  return rows.slice(0, MAX_EXPORT_ROWS);
}

export const EXPORT_CONTENT_TYPES: Readonly<Record<PolicyExportFormat, string>> = TABLE_CONTENT_TYPES;

/** `GET /api/policies/export`: the file's bytes and its name (`policies-2026-05-31.xlsx`). */
export async function exportPolicies(
  tx: Tx,
  format: PolicyExportFormat,
  today: string,
  search?: string,
  sorting?: string,
): Promise<{ body: Buffer; fileName: string }> {
  const rows = await exportRows(tx, search, sorting);
  return {
    body: await tableFile(format, 'Policies', COLUMNS, rows),
    fileName: `policies-${today}.${format}`,
  };
}
