import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SchemaTable, type SchemaTableProps } from './SchemaTable.js';
import type { TableColumn } from './savedQueryColumns.js';

interface Claim {
  id: string;
  claimNr: string;
  lossAmount: { amount: number; currency: string };
  summary?: string;
}

const columns: TableColumn[] = [
  { key: 'claimNr', title: 'Claim number', fieldType: 'String', sortable: true },
  { key: 'lossAmount', title: 'Loss amount', fieldType: 'Money', sortable: false },
];
const claims: Claim[] = Array.from({ length: 12 }, (_, index) => ({
  id: `c${index}`,
  claimNr: `CL-${index}`,
  lossAmount: { amount: 1000 * index, currency: 'EUR' },
  summary: index === 0 ? 'Rear-end collision on a wet road' : undefined,
}));

/** A caller that keeps page, sorting and search in its state, as the app keeps them in query parameters. */
function ClaimsTable(props: Partial<SchemaTableProps<Claim>> & { calls?: string[] }) {
  const { calls = [], ...rest } = props;
  const [page, setPage] = useState({ index: 0, size: 5 });
  const [sorting, setSorting] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const found = claims.filter((claim) => claim.claimNr.includes(search));
  return (
    <SchemaTable<Claim>
      columns={columns}
      rows={found.slice(page.index * page.size, (page.index + 1) * page.size)}
      count={found.length}
      getRowId={(claim) => claim.id}
      pageIndex={page.index}
      pageSize={page.size}
      onPageChange={(index, size) => setPage({ index, size })}
      sorting={sorting}
      onSortingChange={(next) => {
        calls.push(next.join());
        setSorting(next);
      }}
      search={search}
      onSearchChange={(next) => {
        calls.push(`search:${next}`);
        setSearch(next);
      }}
      summary={(claim) => claim.summary}
      {...rest}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('SchemaTable', () => {
  it('shows one page of rows with cells formatted by field type', () => {
    render(<ClaimsTable />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('cell', { name: '4 000.00 EUR' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Claim number' })).toBeTruthy();
  });

  it('pages through the caller', async () => {
    render(<ClaimsTable />);
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByRole('cell', { name: 'CL-5' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'CL-0' })).toBeNull();
    expect(screen.getByText('6–10 of 12')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
    // the last page: no page after it
    expect((screen.getByRole('button', { name: /next page/i }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /previous page/i }));
    expect(screen.getByRole('cell', { name: 'CL-5' })).toBeTruthy();
  });

  it('a new page size starts again at the first page', async () => {
    render(<ClaimsTable />);
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('cell', { name: 'CL-0' })).toBeTruthy();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
  });

  it('sorts a sortable column as field:ASC then field:DESC', async () => {
    const calls: string[] = [];
    render(<ClaimsTable calls={calls} />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim number' }));
    expect(calls).toEqual(['claimNr:ASC', 'claimNr:DESC']);
    expect(screen.queryByRole('button', { name: 'Loss amount' })).toBeNull();
  });

  it('searches once the typing pauses', async () => {
    const calls: string[] = [];
    render(<ClaimsTable calls={calls} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'CL-11');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(calls).toEqual(['search:CL-11']);
  });

  it('expands the summary row of a row that has one', async () => {
    render(<ClaimsTable />);
    expect(screen.queryByText('Rear-end collision on a wet road')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByText('Rear-end collision on a wet road')).toBeTruthy();
  });

  it('shows a column as chips, or after the icon its row names, when the column says so', () => {
    const rows = [{ id: 'c1', status: 'Approved', product: 'Motor', icon: 'DirectionsCar' }];
    render(
      <SchemaTable
        columns={[
          { key: 'product', title: 'Product', fieldType: 'String', sortable: false, iconKey: 'icon' },
          { key: 'status', title: 'Status', fieldType: 'String', sortable: false, display: 'chip' },
        ]}
        rows={rows}
        count={1}
        getRowId={(row) => row.id}
        pageIndex={0}
        pageSize={10}
        onPageChange={() => undefined}
        locale="en-GB"
      />,
    );
    expect(screen.getByText('Approved').closest('.MuiChip-root')).not.toBeNull();
    expect(screen.getByText('Motor').closest('.MuiChip-root')).toBeNull();
    expect(screen.getByRole('cell', { name: 'Motor' }).querySelector('svg')).not.toBeNull();
  });

  it('says how many rows there are in the interface language, and a lower bound as more than it', async () => {
    const german = (key: string) => ({ of: 'von', moreThan: 'mehr als' })[key];
    render(<ClaimsTable t={german} locale="de-DE" />);
    expect(screen.getByText('1–5 von 12')).toBeTruthy();
    cleanup();
    render(<ClaimsTable t={german} locale="de-DE" count={1000} countCapped />);
    expect(screen.getByText('1–5 von mehr als 1.000')).toBeTruthy();
    // more match than were counted: the next page stays reachable
    const next = screen.getByRole('button', { name: /next page/i });
    expect((next as HTMLButtonElement).disabled).toBe(false);
  });

  it('says noRecordsToDisplay when there are no rows', () => {
    render(
      <ClaimsTable
        rows={[]}
        count={0}
        t={(key) => (key === 'noRecordsToDisplay' ? 'Nav ierakstu' : undefined)}
      />,
    );
    expect(screen.getByText('Nav ierakstu')).toBeTruthy();
  });

  it('says dataLoading while loading', () => {
    render(<ClaimsTable loading />);
    expect(screen.getByText('Loading data…')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'CL-0' })).toBeNull();
  });

  it('calls the export hook', async () => {
    let exported = 0;
    render(<ClaimsTable onExport={() => exported++} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(exported).toBe(1);
  });

  it('opens a row on click', async () => {
    const opened: string[] = [];
    render(<ClaimsTable onRowClick={(claim) => opened.push(claim.id)} />);
    await userEvent.click(screen.getByRole('cell', { name: 'CL-2' }));
    expect(opened).toEqual(['c2']);
  });
});
