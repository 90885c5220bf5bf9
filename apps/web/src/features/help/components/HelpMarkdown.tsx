import { Anchor, Typography } from '@mantine/core';
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

/** A help page's Markdown text, styled by Mantine's Typography. */
export function HelpMarkdown({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown components={components}>{children}</Markdown>
    </Typography>
  );
}
