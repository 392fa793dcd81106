import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { decimalPlaces, isCurrencyCode } from '@coverline/engine';
import ExcelJS from 'exceljs';

/** The file formats a list exports to. */
export type TableFormat = 'csv' | 'xlsx';

export type TableCell = string | number | boolean | readonly string[] | null;
export type TableRow = Readonly<Record<string, TableCell>>;

/** A column of an exported table: the row's key, its header and, for XLSX, its width. */
export interface TableColumn {
  key: string;
  header: string;
  width?: number;
  /**
   * An amount's column: the row's key of its currency, whose minor units decide the decimal places shown
   * (`#,##0.00` for the euro, `#,##0` for the yen; two for a row without a known currency).
   */
  currencyKey?: string;
}

export const TABLE_CONTENT_TYPES: Readonly<Record<TableFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) gets a
 * leading apostrophe, so an exported name cannot execute on the reader's machine.
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A cell as the file holds it: lists joined, texts made inert, numbers and yes/no kept. */
function fileValue(value: TableCell | undefined): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return inert(value.join(', '));
  return typeof value === 'string' ? inert(value) : (value as number | boolean);
}

function csvField(value: TableCell | undefined, decimals?: number): string {
  const cell = fileValue(value);
  if (cell === null) return '';
  if (typeof cell === 'number' && decimals !== undefined) return cell.toFixed(decimals);
  if (typeof cell !== 'string') return String(cell);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The decimal places of an amount in the row's currency, or undefined for a column that holds no amounts. */
function amountDecimals(column: TableColumn, row: TableRow): number | undefined {
  if (column.currencyKey === undefined) return undefined;
  const currency = row[column.currencyKey];
  return typeof currency === 'string' && isCurrencyCode(currency) ? decimalPlaces(currency) : 2;
}

/** The spreadsheet's number format of an amount with `decimals` places, thousands grouped. */
const amountFormat = (decimals: number) => (decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`);

/** Writes a chunk, waiting while the reader is behind, so a long export holds one batch in memory. */
async function write(output: Writable, chunk: string): Promise<void> {
  if (!output.write(chunk)) await once(output, 'drain');
}

/** RFC 4180 CSV with a header row, UTF-8 with a byte-order mark so spreadsheets read the accents. */
async function writeCsv(output: Writable, columns: readonly TableColumn[], rows: AsyncIterable<TableRow>) {
  await write(output, `\uFEFF${columns.map(({ header }) => csvField(header)).join(',')}\r\n`);
  for await (const row of rows)
    await write(
      output,
      `${columns.map((column) => csvField(row[column.key], amountDecimals(column, row))).join(',')}\r\n`,
    );
  output.end();
}

/** An XLSX workbook of one sheet with a bold header, written row by row (ExcelJS's streaming writer). */
async function writeXlsx(
  output: Writable,
  sheetName: string,
  columns: readonly TableColumn[],
  rows: AsyncIterable<TableRow>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Coverline';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ key, header, width }) => ({ key, header, width: width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    const added = sheet.addRow(Object.fromEntries(columns.map(({ key }) => [key, fileValue(row[key])])));
    columns.forEach((column, index) => {
      const decimals = amountDecimals(column, row);
      if (decimals !== undefined) added.getCell(index + 1).numFmt = amountFormat(decimals);
    });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  if (!output.writableEnded) output.end();
}

/**
 * Writes the rows as a CSV or XLSX file to `output` and ends it; rows are pulled as the output takes them, so
 * an export of any length streams in bounded memory. On a failure the output is destroyed with the error.
 */
export async function writeTable(
  output: Writable,
  format: TableFormat,
  sheetName: string,
  columns: readonly TableColumn[],
  rows: AsyncIterable<TableRow>,
): Promise<void> {
  try {
    if (format === 'csv') await writeCsv(output, columns, rows);
    else await writeXlsx(output, sheetName, columns, rows);
  } catch (error) {
    output.destroy(error as Error);
    throw error;
  }
}

/** The whole file in memory, for exports bounded by a row limit. */
export async function tableFile(
  format: TableFormat,
  sheetName: string,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  const ended = once(output, 'end');
  await writeTable(output, format, sheetName, columns, inOrder(rows));
  await ended;
  return Buffer.concat(chunks);
}

async function* inOrder<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}
