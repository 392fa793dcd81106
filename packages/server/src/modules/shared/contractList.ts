import type { ContractHit, ContractParty, ContractStatus } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import type { Cell, ExportColumn, ListExport } from '../../kit/listExport.js';
import type { ListDeclaration } from '../../kit/listQuery.js';
import { partyReferencesIn } from '../../kit/partyReferences.js';
import type { Derivation } from '../../kit/recordKind.js';
import { LOCALIZED_PRODUCT_NAME, productJoin } from './productName.js';
import { searchTextOf } from './searchText.js';

/** A contract list's row: a contract's term is always known. */
export type ContractListRow = ContractHit & { startDate: string; endDate: string };

/** The list columns every contract table (policy, loan) has, as selected from `alias`. */
export function contractListSelect(alias: string) {
  return {
    id: `${alias}.id`,
    contractNumber: `${alias}.contract_nr`,
    status: `${alias}.status`,
    productName: LOCALIZED_PRODUCT_NAME,
    contracteeName: `${alias}.contractee ->> 'name'`,
    startDate: `${alias}.start_date::text`,
    endDate: `${alias}.end_date::text`,
  } as const;
}

/** A selected contract row as the list (and the global search) shows it. */
export function contractListItem(row: Record<string, unknown>): ContractListRow {
  return {
    entityId: row.id as string,
    contractNumber: row.contractNumber as string,
    productName: row.productName as string,
    contracteeName: (row.contracteeName as string | null) ?? '',
    status: row.status as ContractStatus,
    startDate: row.startDate as string,
    endDate: row.endDate as string,
  };
}

/**
 * The list of a contract table: number, product, holder or borrower, status and term, newest first, searched
 * by its `search_text`; one declaration for policies and loans.
 */
export function contractList(table: string, alias: string): ListDeclaration<ContractHit> {
  return {
    table,
    alias,
    joins: [productJoin(alias)],
    select: contractListSelect(alias),
    sortable: {
      contractNumber: `${alias}.contract_nr`,
      status: `${alias}.status`,
      productName: LOCALIZED_PRODUCT_NAME,
      contracteeName: `${alias}.contractee ->> 'name'`,
      startDate: `${alias}.start_date`,
      endDate: `${alias}.end_date`,
      createdAt: `${alias}.created_at`,
    },
    defaultSorting: [{ field: 'createdAt', direction: 'DESC' }],
    searchColumn: `${alias}.search_text`,
    item: contractListItem,
  };
}

/** A contract's search text: its number and the names of the parties its data names. */
export function contractSearchText({ form, data, number }: Derivation): { search_text: string } {
  return {
    search_text: searchTextOf([
      number,
      ...partyReferencesIn(data, form.compiled.uiSchema).map(({ reference }) => reference.name),
    ]),
  };
}

/**
 * Writes the contract's parties by role again (`policy_party`, `loan_party`): what the person page lists as
 * the party's contracts. `table` is a constant of the code.
 */
export async function replaceContractParties(
  tx: Tx,
  tenantId: string,
  table: { name: 'policy_party'; column: 'policy_id' } | { name: 'loan_party'; column: 'loan_id' },
  contractId: string,
  parties: readonly ContractParty[],
): Promise<void> {
  await tx.query(`delete from ${table.name} where ${table.column} = $1`, [contractId]);
  const pairs = [...new Set(parties.map(({ role, party }) => `${party.id}|${role}`))];
  for (const pair of pairs) {
    const [partyId, role] = pair.split('|');
    await tx.query(
      `insert into ${table.name} (tenant_id, ${table.column}, party_id, role) values ($1, $2, $3, $4)`,
      [tenantId, contractId, partyId, role],
    );
  }
}

/** An exported contract: the list's row (without its id), its issue date and currency, and its kind's own cells. */
export type ContractExportRow<Own> = Omit<ContractListRow, 'entityId'> & {
  issueDate: string;
  currency: string;
} & Own;

/**
 * The export of a contract list (policies, loans), one sheet: the list's columns with the holder's header
 * (`Policy holder`, `Borrower`), the issue date, the kind's `own` columns (selected by `select`, read by `item`
 * in the contract's currency), then the currency.
 */
export function contractExport<Own extends Record<string, Cell>>(spec: {
  sheetName: string;
  fileStem: string;
  holderHeader: string;
  list: ListDeclaration<ContractHit>;
  own: readonly ExportColumn<Own>[];
  select: Readonly<Record<string, string>>;
  item(row: Record<string, unknown>, currency: string): Own;
}): ListExport<ContractExportRow<Own>> {
  const { list } = spec;
  return {
    sheetName: spec.sheetName,
    fileStem: spec.fileStem,
    columns: [
      { key: 'contractNumber', header: 'Contract number', width: 16 },
      { key: 'productName', header: 'Product', width: 24 },
      { key: 'contracteeName', header: spec.holderHeader, width: 28 },
      { key: 'status', header: 'Status', width: 12 },
      { key: 'startDate', header: 'Start date', width: 12 },
      { key: 'endDate', header: 'End date', width: 12 },
      { key: 'issueDate', header: 'Issue date', width: 12 },
      ...spec.own,
      { key: 'currency', header: 'Currency', width: 10 },
    ],
    list: {
      ...list,
      select: {
        ...list.select,
        issueDate: `${list.alias}.issue_date::text`,
        currency: `${list.alias}.currency`,
        ...spec.select,
      },
      item: (row) => {
        const currency = row.currency as string;
        const { entityId: _id, ...listed } = contractListItem(row);
        return { ...listed, issueDate: row.issueDate as string, currency, ...spec.item(row, currency) };
      },
    },
  };
}
