import { compileForm, visibleData, type CompiledForm } from '@coverline/engine';
import type { WidgetProps } from '@rjsf/utils';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compileExample, exampleData } from '../../test/examples.js';
import { TextWidget } from '../widgets/TextWidget.js';
import { SchemaForm, type SchemaFormProps, type SubmitInfo } from './SchemaForm.js';
import { testContext } from '../../../engine/test-support/formBuilders.js';

const motor = compileExample('motor-insurance');
const quote = exampleData('motor-insurance.quote');

type Data = Record<string, unknown>;

function renderForm(props: Partial<SchemaFormProps<Data>> & { form?: CompiledForm } = {}) {
  const submitted: { data: Data; info: SubmitInfo }[] = [];
  const changes: Data[] = [];
  const result = render(
    <SchemaForm<Data>
      form={motor}
      onSubmit={(data, info) => submitted.push({ data, info })}
      onChange={(data) => changes.push(data)}
      {...props}
    >
      <button type="submit">Submit</button>
    </SchemaForm>,
  );
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return { ...result, submitted, changes, submit };
}

const card = (title: string) => screen.getByRole('region', { name: title });
/** A label as shown: a required field's ends in an asterisk. */
const labelled = (label: string) => new RegExp(`^${label}(\\s*\\*)?$`);
const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(labelled(label), { selector: 'input, textarea' });

describe('SchemaForm layout', () => {
  it('renders each object of the product as a titled card, INLINE_FIELDS without one', () => {
    renderForm({ formData: quote });
    expect(input('Model', card('Vehicle'))).toHaveProperty('value', 'Touareg');
    expect(screen.queryByRole('region', { name: 'Quote' })).toBeNull();
    expect(screen.getAllByRole('group', { name: /Start date/ }).length).toBeGreaterThan(0);
  });

  it('starts from the compiled defaults', () => {
    renderForm();
    expect(input('Usage', card('Vehicle'))).toHaveProperty('value', 'Private');
    expect(input('Seats', card('Vehicle'))).toHaveProperty('value', '5');
  });

  it('lays a card out in the columns of its definition on wide screens, at most two on tablets', () => {
    renderForm({ formData: quote });
    // The field's cell, then the grid of its card.
    const grid = input('Model', card('Vehicle')).closest('[data-path]')?.parentElement
      ?.parentElement as HTMLElement;
    const cssClass = grid.className.split(' ').find((name) => name.startsWith('css-'));
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const columnsFrom = (width: number, count: number) =>
      new RegExp(
        `@media \\(min-width:${width}px\\)\\{\\.${cssClass}\\{grid-template-columns:repeat\\(${count}, minmax\\(0, 1fr\\)\\);`,
      );
    expect(css).toMatch(new RegExp(`\\.${cssClass}\\{display:grid;`));
    expect(css).toMatch(columnsFrom(600, 2));
    expect(css).toMatch(columnsFrom(1200, 3));
  });
});

describe('SchemaForm display conditions', () => {
  it('hides a field as soon as its condition fails and shows it again when it holds', async () => {
    renderForm({ formData: quote });
    const vehicle = card('Vehicle');
    expect(input('Engine capacity', vehicle)).toBeTruthy();
    await userEvent.clear(input('Fuel type', vehicle));
    await userEvent.type(input('Fuel type', vehicle), 'El');
    await userEvent.click(screen.getByRole('option', { name: 'Electric' }));
    expect(within(vehicle).queryByLabelText(labelled('Engine capacity'))).toBeNull();
    await userEvent.clear(input('Fuel type', vehicle));
    await userEvent.type(input('Fuel type', vehicle), 'Pe');
    await userEvent.click(screen.getByRole('option', { name: 'Petrol' }));
    expect(input('Engine capacity', vehicle)).toHaveProperty('value', '2 967');
  });

  it('shows an object only while its condition holds', async () => {
    renderForm({ formData: quote });
    expect(screen.getByRole('region', { name: 'Pre-insurance inspection' })).toBeTruthy();
    const value = input('Market value', card('Vehicle'));
    await userEvent.clear(value);
    await userEvent.type(value, '9');
    expect(screen.queryByRole('region', { name: 'Pre-insurance inspection' })).toBeNull();
  });

  it('does not submit what a condition hides', async () => {
    const { submitted, submit } = renderForm({ formData: quote });
    const towsATrailer = within(card('Vehicle')).getByRole('group', { name: 'Tows a trailer' });
    await userEvent.click(within(towsATrailer).getByRole('button', { name: 'No' }));
    await submit();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.data.vehicle).not.toHaveProperty('trailer');
    expect(submitted[0]?.data.vehicle).toHaveProperty('hasTrailer', false);
  });
});

describe('SchemaForm formulas', () => {
  const premium = () => within(card('Coverage')).getByRole('group', { name: 'Premium' });

  it('shows a calculated field read-only and recalculates it as the user types', async () => {
    const { changes, submitted, submit } = renderForm({ formData: quote });
    // max(56 500 × 0.035, 150) + 25 roadside assistance + 40 glass cover
    expect(premium().textContent).toBe('Premium2 042.50 EUR');
    expect(within(card('Coverage')).queryByLabelText(labelled('Premium'), { selector: 'input' })).toBeNull();
    const value = input('Market value', card('Vehicle'));
    await userEvent.clear(value);
    await userEvent.type(value, '1');
    expect(premium().textContent).toBe('Premium215.00 EUR'); // the minimum 150 + 65
    await userEvent.type(value, '2345.67');
    // 12 345.67 × 0.035 = 432.09845
    expect(premium().textContent).toBe('Premium497.10 EUR');
    expect(changes.at(-1)?.coverage).toMatchObject({ premium: { amount: 497.1, currency: 'EUR' } });
    await userEvent.clear(input('Premium rate', card('Coverage')));
    expect(premium().textContent).toBe('Premium—'); // an input is missing: no value
    await submit();
    expect(submitted[0]?.data.coverage).not.toHaveProperty('premium');
  });
});

describe('SchemaForm validation', () => {
  it('shows a typing error only once the field is touched', async () => {
    renderForm({ formData: quote });
    const vin = input('VIN', card('Vehicle'));
    await userEvent.clear(vin);
    await userEvent.type(vin, 'WVW');
    expect(vin.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(vin);
    expect(vin.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(vin, 'ZZZ1KZ8W000002');
    expect(vin.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the error of a field whose value is undefined without it being touched', async () => {
    renderForm();
    fireEvent.blur(input('Mileage', card('Vehicle')));
    expect(input('Model', card('Vehicle')).getAttribute('aria-invalid')).toBe('true');
    expect(input('VIN', card('Vehicle')).getAttribute('aria-invalid')).toBe('false');
  });

  it('does not submit invalid data and focuses the first field in error', async () => {
    const { submitted, submit } = renderForm();
    await submit();
    expect(submitted).toEqual([]);
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-path]')?.getAttribute('data-path')).toBe(
        'quote.sumInsured',
      ),
    );
  });

  it('submits a Save despite errors, showing them as warnings', async () => {
    const { submitted, submit } = renderForm({ operation: 'save' });
    await submit();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.info).toEqual({ valid: false });
    const model = input('Model', card('Vehicle'));
    expect(model.getAttribute('aria-invalid')).toBe('false');
    expect(within(card('Vehicle')).getAllByText('This field is required').length).toBeGreaterThan(0);
  });
});

describe('SchemaForm server errors', () => {
  const serverErrors = {
    'vehicle.model': ['Unknown model', 'Model retired'],
    'vehicle.marketValue.amount': ['Too low for this model'],
    'quote.discountCode': ['Discount code expired'],
  };

  it('shows the first message of each path on its field', () => {
    renderForm({ formData: quote, serverErrors });
    const vehicle = card('Vehicle');
    expect(within(vehicle).getByText('Unknown model')).toBeTruthy();
    expect(within(vehicle).queryByText('Model retired')).toBeNull();
    expect(within(vehicle).getByText('Too low for this model')).toBeTruthy();
  });

  it('lists errors of fields not on screen as alert lines with path and message', async () => {
    renderForm({ formData: quote, serverErrors });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('quote.discountCode: Discount code expired');
    expect(alert.textContent).not.toContain('vehicle.model');
  });

  it('moves to the first field in error', async () => {
    renderForm({ formData: quote, serverErrors });
    await waitFor(() => expect(document.activeElement).toBe(input('Model', card('Vehicle'))));
  });

  it('drops a server error once its field is edited', async () => {
    renderForm({ formData: quote, serverErrors });
    await userEvent.type(input('Model', card('Vehicle')), 'x');
    expect(screen.queryByText('Unknown model')).toBeNull();
  });
});

describe('SchemaForm lists of objects', () => {
  const drivers = () => screen.getByRole('region', { name: 'Drivers' });

  it('adds items up to the maximum', async () => {
    renderForm({ formData: quote });
    for (let count = 2; count < 5; count++)
      await userEvent.click(within(drivers()).getByRole('button', { name: 'Add' }));
    expect(within(drivers()).getAllByRole('region', { name: /^Drivers \d/ })).toHaveLength(5);
    expect(within(drivers()).queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('removes items down to the minimum', async () => {
    const { changes } = renderForm({ formData: quote });
    await userEvent.click(within(drivers()).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    expect((changes.at(-1)?.drivers as unknown as unknown[]).length).toBe(1);
    expect(within(drivers()).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('reorders items', async () => {
    const { changes } = renderForm({ formData: quote });
    await userEvent.click(within(drivers()).getAllByRole('button', { name: 'Move down' })[0] as HTMLElement);
    const moved = changes.at(-1)?.drivers as unknown as { driver: { name: string } }[];
    expect(moved.map(({ driver }) => driver.name)).toEqual(['Pēteris Bērziņš', 'Anna Bērziņa']);
    expect(
      input('Claims in the last five years', within(drivers()).getByRole('region', { name: 'Drivers 1' })),
    ).toHaveProperty('value', '1');
  });
});

describe('SchemaForm collapsed objects', () => {
  it('renders nothing of a collapsed card', async () => {
    renderForm({ formData: quote });
    await userEvent.click(
      within(card('Vehicle')).getAllByRole('button', { name: 'Collapse' })[0] as HTMLElement,
    );
    expect(within(card('Vehicle')).queryByLabelText(labelled('Model'))).toBeNull();
  });

  it('opens a collapsed card to show an error inside it', async () => {
    renderForm({ formData: { ...quote, vehicle: { ...(quote.vehicle as object), model: undefined } } });
    await userEvent.click(
      within(card('Vehicle')).getAllByRole('button', { name: 'Collapse' })[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(input('Model', card('Vehicle'))));
  });
});

describe('SchemaForm keystroke cost', () => {
  it('re-renders only the field typed into', async () => {
    const renders = new Map<string, number>();
    const CountingText = (props: WidgetProps) => {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return <TextWidget {...props} />;
    };
    // A widget not ours waits for RJSF's registry: an awaited render returns once it is there.
    await act(async () => void renderForm({ formData: quote, widgets: { text: CountingText } }));
    const before = new Map(renders);
    await userEvent.type(input('Model', card('Vehicle')), 'abc');
    const rerendered = [...renders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    expect(rerendered).toHaveLength(1);
    expect(rerendered[0]).toMatch(/vehicle_model$/);
  });
});

describe('SchemaForm on the consumer loan example', () => {
  const loan = compileExample('consumer-loan');
  const application = exampleData('consumer-loan.application');

  it('submits the sample application unchanged', async () => {
    const { submitted, submit } = renderForm({ form: loan, formData: application });
    await submit();
    expect(submitted[0]?.data).toEqual(visibleData(application, loan));
    expect(submitted[0]?.info).toEqual({ valid: true });
  });

  it('does not render a hidden field but submits its value', async () => {
    const { submitted, submit } = renderForm({ form: loan, formData: application });
    expect(screen.queryByText(/Source channel/)).toBeNull();
    await submit();
    expect((submitted[0]?.data.disbursement as Record<string, unknown>).sourceChannel).toBe('BRANCH');
  });

  it('lists an error of a hidden field as an alert line', async () => {
    renderForm({
      form: loan,
      formData: application,
      serverErrors: { 'loan.annualInterestRate': ['Rate too high'] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'loan.annualInterestRate: Rate too high',
    );
  });
});

describe('SchemaForm chained conditions', () => {
  const pool = compileForm(
    [
      {
        key: 'risk',
        name: 'Risk',
        objectType: 'CUSTOM',
        attributes: { controlType: 'SINGLE_OBJECT' },
        fields: [
          { key: 'hasPool', name: 'Has pool', attributes: { fieldType: 'Boolean' } },
          {
            key: 'poolType',
            name: 'Pool type',
            attributes: { fieldType: 'String', displayCondition: 'risk.hasPool == true' },
          },
          {
            key: 'poolCover',
            name: 'Pool cover',
            attributes: { fieldType: 'String', displayCondition: 'risk.poolType == "INDOOR"' },
          },
        ],
      },
    ],
    testContext(),
  );

  it('hides a field shown only beside a field that is hidden now', async () => {
    renderForm({ form: pool, formData: { risk: { hasPool: true, poolType: 'INDOOR' } } });
    expect(input('Pool cover')).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Has pool' })).getByRole('button', { name: 'No' }),
    );
    expect(screen.queryByLabelText(labelled('Pool type'))).toBeNull();
    expect(screen.queryByLabelText(labelled('Pool cover'))).toBeNull();
  });
});
