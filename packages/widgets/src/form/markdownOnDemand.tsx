import type { Markdown as FullMarkdown } from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { lazyComponent } from '../lazyComponent.js';

export type MarkdownProps = ComponentProps<typeof FullMarkdown>;

/**
 * What could make markdown-to-jsx render a text otherwise than as the text itself: markup characters,
 * line breaks, entities, a leading list or heading marker, a bare link. Errs towards markdown.
 */
const MAY_BE_MARKDOWN = /[\n\\`*_~[\]<>#!|&]|^\s*(?:[-+=]|\d+[.)])|:\/\/|www\./i;

/** Whether markdown-to-jsx would render `text` as it is (and nothing else). */
export function isPlainText(text: string): boolean {
  return !MAY_BE_MARKDOWN.test(text);
}

const LoadedMarkdown = lazyComponent<MarkdownProps>(
  async () => (await import('markdown-to-jsx/react')).Markdown,
  ({ children }) => children,
);

/**
 * markdown-to-jsx's `Markdown` for RJSF (the app's build hands it this module in its place): plain text is
 * rendered at once as the text it is, and only a text with markdown in it loads the parser, some 36 kB that
 * a record page would otherwise load for messages it almost never shows.
 */
export function Markdown(props: MarkdownProps) {
  const { children } = props;
  if (typeof children === 'string' && isPlainText(children)) return children;
  return <LoadedMarkdown {...props} />;
}
