/** The names a good is called by (decision 054), beside the other objects' names in objects/object-names.ts. */
import { cleanName as clean, quoted } from '../shared/name-text.js';

/** A good by its name as the list shows it, or by its track when it has none. */
export function goodName(good: { description: string | null; incomingDeclaration?: string | null }): string {
  const name = clean(good.description);
  if (name) return `Товар ${quoted(name)}`;
  const track = clean(good.incomingDeclaration);
  return track ? `Товар с треком ${track}` : 'Товар без названия';
}

/**
 * A good on the staff desks: the number staff search by and the name the customer gave it («Товар № 41 «Кеды»»).
 * The customer's words use `goodName`.
 */
export function deskGoodName(good: { id: number; description: string | null }): string {
  const name = clean(good.description);
  return `Товар № ${good.id}${name ? ` ${quoted(name)}` : ''}`;
}
