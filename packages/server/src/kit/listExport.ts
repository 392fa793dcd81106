import type { PolicyExportFormat } from '@coverline/engine';
import ExcelJS from 'exceljs';
import type { Tx } from '../db/database.js';
import { listPage, MAX_LIMIT, type ListDeclaration } from './listQuery.js';

/** The most rows one export writes. */
export const MAX_EXPORT_ROWS = 10_000;

type Cell = string | number | null;

/** A column of an exported file, in order: the row's key, its header, its width; money gets a number format. */
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

export const EXPORT_CONTENT_TYPES: Readonly<Record<PolicyExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

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

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) gets a
 * leading apostrophe, so an exported name cannot execute on the reader's machine.
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a header row, UTF-8 with a byte-order mark so spreadsheets read the accents. */
function toCsv<Row extends Record<string, Cell>>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Buffer {
  const lines = [
    columns.map(({ header }) => csvField(header)).join(','),
    ...rows.map((row) => columns.map(({ key }) => csvField(row[key] ?? null)).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** An XLSX workbook with one sheet: a bold header, dates and amounts as numbers and text. */
async function toXlsx<Row extends Record<string, Cell>>(
  spec: ListExport<Row>,
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Coverline';
  const sheet = workbook.addWorksheet(spec.sheetName);
  sheet.columns = spec.columns.map(({ key, header, width }) => ({ key, header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        spec.columns.map(({ key }) => {
          const value = row[key];
          return [key, typeof value === 'string' ? inert(value) : value];
        }),
      ),
    );
  }
  for (const { key, money } of spec.columns) if (money) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The export of a list as a file: its bytes and its name (`{fileStem}-{today}.{format}`). */
export async function exportList<Row extends Record<string, Cell>>(
  tx: Tx,
  spec: ListExport<Row>,
  request: { format: PolicyExportFormat; today: string; search?: string; sorting?: string },
): Promise<{ body: Buffer; fileName: string }> {
  const rows = await exportRows(tx, spec.list, request.search, request.sorting);
  return {
    body: request.format === 'csv' ? toCsv(spec.columns, rows) : await toXlsx(spec, rows),
    fileName: `${spec.fileStem}-${request.today}.${request.format}`,
  };
}
