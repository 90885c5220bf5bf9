/** A text read by id for several customers at once, with the customer it belongs to. */
export interface OwnedText {
  userId: number;
  text: string;
}

/**
 * The text of `id` only when it belongs to `userId`: a page of many customers' rows is looked up in one query by
 * id, and the owner check the per-customer query made in its WHERE is made here instead.
 */
export function textOwnedBy(
  texts: ReadonlyMap<number, OwnedText>,
  userId: number,
  id: number | null,
): string | null {
  if (id === null) return null;
  const found = texts.get(id);
  return found && found.userId === userId ? found.text : null;
}
