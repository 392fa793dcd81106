import type { PolicyExportFormat } from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { tableFile } from '../modules/shared/tableExport.js';
import { listPage, MAX_LIMIT, type ListDeclaration } from './listQuery.js';

/** The most rows one export writes. */
export const MAX_EXPORT_ROWS = 10_000;

export type Cell = string | number | null;

/**
 * A column of an exported file, in order: the row's key, its header, its width; an amount (`money`) shows the
 * decimal places of the row's `currency`.
 */
export interface ExportColumn<Row> {
  key: keyof Row & string;
  header: string;
  width: number;
  money?: boolean;
}

/** What a record list exports: the list with the file's columns, the sheet's name and the file's stem. */
export interface ListExport<Row extends Record<string, Cell>> {
  list: ListDeclaration<Row>;
  columns: readonly ExportColumn<Row>[];
  sheetName: string;
  /** `policies` → `policies-2026-05-31.xlsx`. */
  fileStem: string;
}

/** The rows the list shows for `search` and `sorting`, all its pages (at most MAX_EXPORT_ROWS). */
async function exportRows<Row>(
  tx: Tx,
  list: ListDeclaration<Row>,
  search?: string,
  sorting?: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; rows.length < MAX_EXPORT_ROWS; page += 1) {
    const { items } = await listPage(tx, list, {
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

/** The export of a list as a file: its bytes and its name (`{fileStem}-{today}.{format}`). */
export async function exportList<Row extends Record<string, Cell>>(
  tx: Tx,
  spec: ListExport<Row>,
  request: { format: PolicyExportFormat; today: string; search?: string; sorting?: string },
): Promise<{ body: Buffer; fileName: string }> {
  const rows = await exportRows(tx, spec.list, request.search, request.sorting);
  const columns = spec.columns.map(({ key, header, width, money }) => ({
    key,
    header,
    width,
    ...(money ? { currencyKey: 'currency' } : {}),
  }));
  return {
    body: await tableFile(request.format, spec.sheetName, columns, rows),
    fileName: `${spec.fileStem}-${request.today}.${request.format}`,
  };
}
