import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TablePager } from './TablePager.js';

describe('TablePager', () => {
  it('offers no page size when there is only one, and moves a page at a time', async () => {
    const asked: [number, number][] = [];
    render(
      <TablePager
        count={25}
        countCapped={false}
        pageIndex={1}
        pageSize={10}
        pageSizes={[10]}
        onPageChange={(index, size) => asked.push([index, size])}
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('11–20 of 25')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(asked).toEqual([
      [2, 10],
      [0, 10],
    ]);
  });
});
