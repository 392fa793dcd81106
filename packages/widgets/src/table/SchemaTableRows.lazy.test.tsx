import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('SchemaTable before its rows’ code is there', () => {
  it('keeps the loading row for rows that have arrived, then draws them', async () => {
    // A fresh module instance: the test setup has loaded the rows' code for the others.
    vi.resetModules();
    const { SchemaTable } = await import('./SchemaTable.js');
    render(
      <SchemaTable
        columns={[{ key: 'name', title: 'Name', fieldType: 'String', sortable: false }]}
        rows={[{ name: 'Ada' }]}
        count={1}
        getRowId={(row) => row.name}
        pageIndex={0}
        pageSize={10}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Loading data…' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Loading data…' })).toBeNull();
  });
});
