import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import { Markdown as FullMarkdown } from 'markdown-to-jsx/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { isPlainText, Markdown, type MarkdownProps } from './markdownOnDemand.js';

const OPTIONS = { disableParsingRawHTML: true };

/** The markup a component renders for a text, with the options RJSF gives markdown-to-jsx. */
function markup(Component: ComponentType<MarkdownProps>, text: string): string {
  const { container, unmount } = render(<Component options={OPTIONS}>{text}</Component>);
  const html = container.innerHTML;
  unmount();
  return html;
}

/** RJSF's own messages, filled in, and texts such as field descriptions and help texts hold. */
const TEXTS = [
  ...Object.values(TranslatableString).map((key) =>
    englishStringTranslator(key, ['driver', 'image/png', '12']),
  ),
  'Drivers 1-3 (all of them)',
  'The value, in euro; 0.5 rounds up.',
  'Jahreskilometer des Fahrzeugs',
  'Годовой пробег, км',
  'Transportlīdzekļa gada nobraukums',
  'Price 5 > 3',
  'Use *bold* and _emphasis_',
  'See https://example.com',
  '# Heading',
  '- first item',
  '1. first',
  'Tom &amp; Jerry',
  'Line one\nline two',
  '`code`',
];

describe('markdown on demand', () => {
  it('takes a text for plain only when markdown-to-jsx renders it as the text itself', () => {
    for (const text of TEXTS.filter(isPlainText)) {
      expect(markup(FullMarkdown, text), text).toBe(markup(Markdown, text));
      expect(markup(Markdown, text), text).toBe(render(<>{text}</>).container.innerHTML);
    }
  });

  it('tells markdown from plain text', () => {
    expect(TEXTS.filter((text) => !isPlainText(text))).toEqual(
      expect.arrayContaining([
        'Use *bold* and _emphasis_',
        '# Heading',
        '- first item',
        'Line one\nline two',
      ]),
    );
    expect(isPlainText('Drivers 1-3 (all of them)')).toBe(true);
  });

  it('renders a text with markdown in it as markdown once the parser has loaded', async () => {
    render(<Markdown options={OPTIONS}>{'Use *bold* now'}</Markdown>);
    expect((await screen.findByText('bold')).tagName).toBe('EM');
  });
});
