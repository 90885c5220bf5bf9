import { Anchor, Typography } from '@mantine/core';
import type { CSSProperties } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

// Links inside the cabinet go through the router; others open in a new tab.
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noreferrer">
        {children}
      </Anchor>
    ),
};

// The page's title is an h1 drawn at the h2 size: the text's sections (##) one step smaller.
const headingSizes = {
  '--mantine-h2-font-size': 'var(--mantine-h3-font-size)',
  '--mantine-h2-line-height': 'var(--mantine-h3-line-height)',
} as CSSProperties;

/** A help page's Markdown text, styled by Mantine's Typography. */
export function HelpMarkdown({ children }: { children: string }) {
  return (
    <Typography style={headingSizes}>
      <Markdown components={components}>{children}</Markdown>
    </Typography>
  );
}
