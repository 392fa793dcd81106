import { compileForm, type ObjectDefinition } from '@coverline/engine';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './SchemaForm.js';
import { testContext } from '../../../engine/test-support/formBuilders.js';

const claims: ObjectDefinition = {
  key: 'claims',
  name: 'Claims',
  objectType: 'CUSTOM',
  attributes: { controlType: 'MULTIPLE_OBJECTS', minElements: 1, maxElements: 250 },
  fields: [
    { key: 'description', name: 'Description', seq: 1, attributes: { fieldType: 'String', mandatory: true } },
    { key: 'amount', name: 'Amount', seq: 2, attributes: { fieldType: 'Integer', defaultValue: 100 } },
  ],
};
const form = compileForm([claims], testContext());

type Claim = { description?: string; amount?: number };
type Data = { claims: Claim[] };

const claimList = (count: number): Claim[] =>
  Array.from({ length: count }, (_, index) => ({ description: `claim ${index + 1}`, amount: index }));

function renderForm(formData: Data) {
  const changes: Data[] = [];
  render(
    <SchemaForm<Data> form={form} formData={formData} onChange={(data) => changes.push(data)}>
      <button type="submit">Submit</button>
    </SchemaForm>,
  );
  return { changes };
}

const item = (number: number) => screen.getByRole('region', { name: `Claims ${number}` });
const inputs = (scope: ParentNode = document) => scope.querySelectorAll('input, textarea');

describe('ArrayNode adding an item', () => {
  it('starts the new item from the defaults of its fields', async () => {
    const { changes } = renderForm({ claims: claimList(2) });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(item(3)).getByRole('textbox', { name: /Amount/ })).toHaveProperty('value', '100');
    expect(changes.at(-1)?.claims[2]).toEqual({ amount: 100 });
  });
});

/**
 * The browser's IntersectionObserver (jsdom has none), reporting nothing near the viewport until a test
 * brings an element near.
 */
class ViewportObserver {
  static readonly active = new Set<ViewportObserver>();
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportObserver.active.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    ViewportObserver.active.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `element` within the observers' root margin, as scrolling it into view would. */
  static bringNear(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    for (const observer of [...ViewportObserver.active])
      if (observer.targets.has(element))
        act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
  }
}

describe('ArrayNode with 200 items far from the viewport', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', ViewportObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('mounts the item cards but none of their fields', () => {
    renderForm({ claims: claimList(200) });
    expect(screen.getAllByRole('region', { name: /^Claims \d+$/ })).toHaveLength(200);
    expect(inputs()).toHaveLength(0);
  });

  it('renders the fields of an item once it comes near the viewport', () => {
    renderForm({ claims: claimList(200) });
    ViewportObserver.bringNear(item(120));
    expect(within(item(120)).getByRole('textbox', { name: /Description/ })).toHaveProperty(
      'value',
      'claim 120',
    );
    expect(inputs()).toHaveLength(inputs(item(120)).length);
  });

  it('renders and focuses a field in error inside an item not rendered yet', async () => {
    const list = claimList(200);
    list[149] = { amount: 7 };
    renderForm({ claims: list });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(item(150)).getByRole('textbox', { name: /Description/ })),
    );
    expect(inputs()).toHaveLength(inputs(item(150)).length);
  });
});
