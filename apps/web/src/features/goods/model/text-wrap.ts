import type { CSSProperties } from 'react';

/**
 * Names and other prose wrap between words; a single word is split only when it alone is wider than the line.
 * (`anywhere` would also let a flex layout squeeze the text until every word is cut.)
 */
export const WRAP_AT_WORDS: CSSProperties = { wordBreak: 'normal', overflowWrap: 'break-word' };

/** Track numbers, e-mails and links are one unbreakable string: they may break at any character. */
export const BREAK_ANYWHERE: CSSProperties = { wordBreak: 'normal', overflowWrap: 'anywhere' };
