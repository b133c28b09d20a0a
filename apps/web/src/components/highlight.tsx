import { parseSearchQuery, searchHighlights } from '@wb/domain/search-query';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The words a search looks for (not the -excluded ones), lower case, longest first. */
export function searchWords(q: string | undefined): string[] {
  const words = searchHighlights(parseSearchQuery(q)).map((text) => text.toLowerCase().trim());
  return [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each occurrence of `words` in a <mark>, case-insensitively. */
export function highlightText(text: string, words: string[]): ReactNode {
  if (!words.length || !text) return text;
  const parts = text.split(new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi'));
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
      <mark key={i} data-testid="search-mark">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/**
 * A cell's content with the words marked: its text, and the text children of its elements
 * (a name beside a chip); what elements hold in props (a chip's label) stays as it is.
 */
export function highlightNode(node: ReactNode, words: string[]): ReactNode {
  if (!words.length) return node;
  if (typeof node === 'string') return highlightText(node, words);
  if (typeof node === 'number') return highlightText(String(node), words);
  if (Array.isArray(node)) return Children.map(node, (child) => highlightNode(child, words));
  if (isValidElement(node)) {
    const element = node as ReactElement<{ children?: ReactNode }>;
    if (element.props.children === undefined) return element;
    return cloneElement(element, undefined, highlightNode(element.props.children, words));
  }
  return node;
}
