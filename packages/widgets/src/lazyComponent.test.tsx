import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('hands code that could not be loaded to the error boundary, and asks again at its next use', async () => {
    class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
      override state: { error?: Error } = {};
      static getDerivedStateFromError = (error: Error) => ({ error });
      override render = () =>
        this.state.error ? `Failed: ${this.state.error.message}` : this.props.children;
    }
    let attempts = 0;
    const Panel = lazyComponent(
      () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('chunk missing'))
          : Promise.resolve(({ name }: { name: string }) => `Loaded ${name}`);
      },
      'Waiting',
      { afterDrawn: true },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Panel name="notes" />
        </Boundary>,
      );
      expect(await screen.findByText('Failed: chunk missing')).toBeDefined();
    } finally {
      logged.mockRestore();
    }
    render(<Panel name="again" />);
    expect(await screen.findByText('Loaded again')).toBeDefined();
    expect(attempts).toBe(2);
  });
});
