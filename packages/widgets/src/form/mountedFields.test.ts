import { describe, expect, it } from 'vitest';
import { createMountedFields } from './mountedFields.js';

function elements(count: number): HTMLElement[] {
  const created = Array.from({ length: count }, () => document.createElement('div'));
  document.body.replaceChildren(...created);
  return created;
}

describe('mounted fields', () => {
  it('knows the fields on screen until they unmount', () => {
    const [model] = elements(1);
    const mounted = createMountedFields();
    const unmount = mounted.mount('vehicle.model', model as HTMLElement);
    expect(mounted.has('vehicle.model')).toBe(true);
    unmount();
    expect(mounted.has('vehicle.model')).toBe(false);
  });

  it('lets a card not rendered yet stand for the fields under it', () => {
    const [card] = elements(1);
    const mounted = createMountedFields();
    mounted.cover('vehicle', card as HTMLElement);
    expect(mounted.has('vehicle.model')).toBe(true);
    expect(mounted.has('vehicles.model')).toBe(false);
    expect(mounted.inDocumentOrder(['vehicle.model', 'vehicle.make'])).toEqual([card]);
    expect(mounted.isCover(card as HTMLElement)).toBe(true);
  });

  it('orders elements as the document does, not as asked', () => {
    const [first, second] = elements(2);
    const mounted = createMountedFields();
    mounted.mount('b', second as HTMLElement);
    mounted.mount('a', first as HTMLElement);
    expect(mounted.inDocumentOrder(['b', 'a', 'unknown'])).toEqual([first, second]);
  });

  it('wakes listeners once for many mounts', async () => {
    const mounted = createMountedFields();
    let calls = 0;
    mounted.subscribe(() => calls++);
    elements(50).forEach((element, index) => mounted.mount(`f${index}`, element));
    await Promise.resolve();
    expect(calls).toBe(1);
  });
});
