import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconByName } from './IconByName.js';

describe('IconByName', () => {
  it('draws the catalogue icon of a name', async () => {
    render(<IconByName name="Savings" titleAccess="Savings" />);
    expect(await screen.findByTestId('SavingsIcon')).toBeDefined();
  });

  it('draws a neutral icon for a name the catalogue lacks, even an inherited property name', async () => {
    render(
      <>
        <IconByName name="NoSuchIcon" />
        <IconByName name="constructor" />
        <IconByName name={undefined} />
      </>,
    );
    expect(await screen.findAllByTestId('CategoryOutlinedIcon')).toHaveLength(3);
  });
});
