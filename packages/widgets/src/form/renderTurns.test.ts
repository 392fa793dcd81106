import { describe, expect, it } from 'vitest';
import { createRenderTurns } from './renderTurns.js';

/** Turns whose next one comes only when the test says the browser has painted. */
function turnsByHand() {
  const paints: (() => void)[] = [];
  const turns = createRenderTurns((next) => paints.push(next));
  return { turns, paint: () => paints.shift()?.() };
}

describe('render turns', () => {
  it('renders the first card at once and each next one after a paint, in the order asked', () => {
    const { turns, paint } = turnsByHand();
    const rendered: string[] = [];
    for (const card of ['first', 'second', 'third']) turns.take(() => rendered.push(card));
    expect(rendered).toEqual(['first']);
    paint();
    expect(rendered).toEqual(['first', 'second']);
    paint();
    expect(rendered).toEqual(['first', 'second', 'third']);
  });

  it('skips a card that gave its turn up (unmounted) before it came', () => {
    const { turns, paint } = turnsByHand();
    const rendered: string[] = [];
    turns.take(() => rendered.push('first'));
    const giveUp = turns.take(() => rendered.push('gone'));
    turns.take(() => rendered.push('third'));
    giveUp();
    paint();
    expect(rendered).toEqual(['first', 'third']);
  });

  it('renders a card asking after the others are done at once', () => {
    const { turns, paint } = turnsByHand();
    const rendered: string[] = [];
    turns.take(() => rendered.push('first'));
    paint();
    turns.take(() => rendered.push('later'));
    expect(rendered).toEqual(['first', 'later']);
  });
});
