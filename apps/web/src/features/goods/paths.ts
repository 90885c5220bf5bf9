import type { ListSection } from './api/keys';

export const LIST_SECTIONS: readonly ListSection[] = [
  'waiting',
  'problem',
  'onstore',
  'sent',
  'waif',
  'returned_goods',
  'archive',
];

export function isListSection(value: string | null): value is ListSection {
  return value !== null && (LIST_SECTIONS as readonly string[]).includes(value);
}

/** The goods list on one tab (the sidebar's «Товары» is the waiting tab). */
export const productsPath = (section: ListSection = 'waiting') => `/products?section=${section}`;

/** The good form: the first query key says what it does (spec section 2); the list's tab rides along. */
export const productCreatePath = (section?: ListSection) =>
  `/product?create${section ? `&section=${section}` : ''}`;
export const productEditPath = (id: number, section?: ListSection) =>
  `/product?edit=${id}${section ? `&section=${section}` : ''}`;
export const productDuplicatePath = (id: number, section?: ListSection) =>
  `/product?duplicate=${id}${section ? `&section=${section}` : ''}`;

export type GoodFormMode = 'create' | 'edit' | 'duplicate';

/** Reads the form's mode from the first of create / edit / duplicate in the query. */
export function readFormMode(search: URLSearchParams): { mode: GoodFormMode; id: number | null } {
  for (const [key, value] of search) {
    if (key === 'create') return { mode: 'create', id: null };
    if (key === 'edit' || key === 'duplicate') {
      return { mode: key, id: /^\d+$/.test(value) ? Number(value) : null };
    }
  }
  return { mode: 'create', id: null };
}
