import { describe, expect, it } from 'vitest';
import type { Product } from '@coverline/engine';
import { productNodeForm, productNodePayload, type ProductNodeForm } from './productNodeForm.js';

const stored: Product = {
  id: '4f1c1a52-8d3e-4a8e-9d57-0a6b1c2d3e4f',
  version: 3,
  name: 'Motor',
  displayName: 'Motor',
  code: 'MOTOR',
  seq: 4,
  parentId: 'none',
  productType: 'INSURANCE',
  reinsurance: true,
  renew: false,
  settings: { invoiceSettings: { sendAutomatically: true } },
};

describe('productNodeForm', () => {
  it('starts a new node under the given parent, with the annuity calculator', () => {
    const form = productNodeForm(undefined, { parentId: 'group-1', productType: 'LENDING' });
    expect(form).toMatchObject({ parentId: 'group-1', productType: 'LENDING', calculatorId: 'annuity' });
  });

  it('starts at the root when no parent is given', () => {
    expect(productNodeForm(undefined, { productType: 'INSURANCE' }).parentId).toBe('none');
  });
});

const settingsOf = (form: ProductNodeForm) =>
  (productNodePayload('products', stored, form) as Product).settings;

describe('productNodePayload', () => {
  it('keeps id, version, seq and other settings, trims name and code, and drops the display name', () => {
    const form = { ...productNodeForm(stored, { productType: 'INSURANCE' }), code: ' MOTOR2 ' };
    expect(productNodePayload('products', stored, form)).toEqual({
      id: stored.id,
      version: 3,
      name: 'Motor',
      translations: {},
      code: 'MOTOR2',
      seq: 4,
      parentId: 'none',
      productType: 'INSURANCE',
      reinsurance: true,
      renew: false,
      settings: { invoiceSettings: { sendAutomatically: true }, prorationMethod: 'DAYS' },
    });
  });

  it('sends the proration method and the cancellation holdback of an insurance product', () => {
    const form = productNodeForm(
      { ...stored, settings: { prorationMethod: 'MONTHS', cancellationHoldbackPercent: 10 } },
      { productType: 'INSURANCE' },
    );
    expect(form).toMatchObject({ prorationMethod: 'MONTHS', holdbackPercent: '10' });
    // The invoice settings are the form's (this form's product sends none).
    expect(settingsOf({ ...form, holdbackPercent: ' 12.5 ' })).toEqual({
      invoiceSettings: { sendAutomatically: false },
      prorationMethod: 'MONTHS',
      cancellationHoldbackPercent: 12.5,
    });
    expect(settingsOf({ ...form, holdbackPercent: '' })).toEqual({
      invoiceSettings: { sendAutomatically: false },
      prorationMethod: 'MONTHS',
    });
  });

  it('sends the calculator of a lending product and no insurance switches', () => {
    const form = {
      ...productNodeForm(stored, { productType: 'INSURANCE' }),
      productType: 'LENDING' as const,
    };
    const payload = productNodePayload('products', stored, { ...form, calculatorId: 'amortized' });
    expect(payload).toMatchObject({ productType: 'LENDING', settings: { calculatorId: 'amortized' } });
    expect((payload as Product).settings).not.toHaveProperty('prorationMethod');
    expect(payload).not.toHaveProperty('reinsurance');
    expect(payload).not.toHaveProperty('renew');
  });

  it('sends the invoice settings of a stored product as typed, and leaves a new product without them', () => {
    const form = productNodeForm(stored, { productType: 'INSURANCE' });
    expect(form).toMatchObject({
      invoiceSendAutomatically: true,
      invoiceDaysInAdvance: '',
      invoiceTemplateId: '',
    });
    const typed = { ...form, invoiceDaysInAdvance: ' 5 ', invoiceTemplateId: 'template-1' };
    expect(settingsOf(typed)?.invoiceSettings).toEqual({
      sendAutomatically: true,
      sendDaysInAdvance: 5,
      emailTemplateId: 'template-1',
    });
    expect(settingsOf({ ...form, invoiceSendAutomatically: false })?.invoiceSettings).toEqual({
      sendAutomatically: false,
    });
    const fresh = productNodeForm(undefined, { productType: 'INSURANCE' });
    const created = productNodePayload('products', undefined, {
      ...fresh,
      name: { name: 'Home', translations: {} },
    });
    expect((created as Product).settings).not.toHaveProperty('invoiceSettings');
  });

  it('sends a group without product properties', () => {
    const form = productNodeForm({ name: 'Vehicles', code: 'VEH' }, { productType: 'INSURANCE' });
    expect(productNodePayload('product-groups', undefined, { ...form, iconName: 'DirectionsCar' })).toEqual({
      name: 'Vehicles',
      translations: {},
      code: 'VEH',
      parentId: 'none',
      iconName: 'DirectionsCar',
    });
  });
});
