import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long the box waits after the last key before it searches. */
export const DESK_SEARCH_DELAY_MS = 300;

export interface DeskSearchState {
  /** What the box holds now. */
  text: string;
  setText: (text: string) => void;
  /** What the desk searches for: the text once typing paused, trimmed ('' for no search). */
  q: string;
  /** Empties the box and the search at once. */
  clear: () => void;
}

/**
 * The desks' search box state (decision 050): the search is `?q=` of the page's address, so a link
 * («/staff/goods?q=K0003» from a customer's page) opens the desk searched, and going back restores it. Typing is
 * debounced; the search's first page is shown (`page` leaves the address).
 */
export function useDeskSearch(): DeskSearchState {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('q') ?? '';
  const [text, setText] = useState(fromAddress);
  const [q, setQ] = useState(fromAddress.trim());
  const written = useRef(fromAddress);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setQ(trimmed), DESK_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (q) next.set('q', q);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  // A link to the desk with another search, followed while the desk is open.
  useEffect(() => {
    if (fromAddress === written.current) return;
    written.current = fromAddress;
    setText(fromAddress);
    setQ(fromAddress.trim());
  }, [fromAddress]);

  return {
    text,
    setText,
    q,
    clear: () => {
      setText('');
      setQ('');
    },
  };
}
