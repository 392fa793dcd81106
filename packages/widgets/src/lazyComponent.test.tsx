import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent.js';

/** A component whose code "arrives" when the test says, and which notes when it was asked for. */
function deferredCode() {
  const asked: string[] = [];
  let arrive: () => void = () => {};
  const load = () => {
    asked.push('asked');
    return new Promise<(props: { name: string }) => string>((resolve) => {
      arrive = () => resolve(({ name }) => `Loaded ${name}`);
    });
  };
  return { asked, load, arrive: () => arrive() };
}

describe('a lazy component drawn first', () => {
  it('is not asked for while the page renders, only once it has been drawn, showing its fallback meanwhile', async () => {
    const code = deferredCode();
    const Panel = lazyComponent(code.load, ({ name }) => `Waiting for ${name}`, { afterDrawn: true });
    render(<Panel name="notes" />);
    expect(code.asked).toEqual([]);
    expect(screen.getByText('Waiting for notes')).toBeDefined();

    await expect.poll(() => code.asked).toEqual(['asked']);
    code.arrive();
    expect(await screen.findByText('Loaded notes')).toBeDefined();
  });

  it('renders at once, without its fallback, once its code is there', async () => {
    const code = deferredCode();
    const Panel = lazyComponent(code.load, 'Waiting', { afterDrawn: true });
    const preloaded = Panel.preload();
    code.arrive();
    await preloaded;
    render(<Panel name="history" />);
    expect(screen.getByText('Loaded history')).toBeDefined();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
