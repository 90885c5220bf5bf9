/** The pieces every object's name is built of (decision 054: objects/object-names.ts, goods/good-names.ts). */

/** A name the customer gave, in the cabinet's quotes: «Кроссовки». */
export const quoted = (text: string) => `«${text}»`;

/** A name as typed, without the spaces around it; none is ''. */
export const cleanName = (text: string | null | undefined) => text?.trim() ?? '';

/** A name inside a sentence: its noun in lower case («…: товар «Кроссовки»»). */
export function inSentence(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
