export type HelpTopicSlug =
  'warehouse-address' | 'prohibited-goods' | 'customs-limit' | 'seller-phrases' | 'cabinet-guide';

/**
 * A help page's address: what the index, the cabinet guide and the dashboard link to. Apart from the topics'
 * Markdown, so a page linking here does not load it.
 */
export function helpTopicPath(slug: HelpTopicSlug): string {
  return `/help/${slug}`;
}
