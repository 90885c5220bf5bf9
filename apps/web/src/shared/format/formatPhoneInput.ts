import type { PhoneCountry } from '@cargo/domain';

/**
 * Formats a phone while it is typed: '+7 999 123-45-67' for Russia, '+375 29 123-45-67' for Belarus.
 * A leading 8 or a bare 9 is read as a Russian number. Separators are added only before typed digits,
 * so deleting the last character always removes a digit. With `country` 'by' the +375 prefix is added to
 * what is typed (a local "80 29 …" loses its 80).
 */
export function formatPhoneInput(raw: string, country?: PhoneCountry): string {
  let digits = raw.replace(/\D/g, '');
  if (!digits) return raw.trim().startsWith('+') ? '+' : '';
  if (country === 'by' && !digits.startsWith('3')) {
    digits = `375${digits.startsWith('80') ? digits.slice(2) : digits}`;
  }
  if (digits.startsWith('8') && !raw.trim().startsWith('+')) digits = `7${digits.slice(1)}`;
  if (digits.startsWith('9')) digits = `7${digits}`;

  if (digits.startsWith('375') || (digits.startsWith('3') && digits.length < 3)) {
    return group(digits.slice(0, 12), [3, 2, 3, 2, 2], [' ', ' ', '-', '-']);
  }
  if (digits.startsWith('7')) return group(digits.slice(0, 11), [1, 3, 3, 2, 2], [' ', ' ', '-', '-']);
  return `+${digits.slice(0, 12)}`;
}

function group(digits: string, sizes: number[], separators: string[]): string {
  let result = '+';
  let position = 0;
  sizes.forEach((size, index) => {
    const part = digits.slice(position, position + size);
    if (!part) return;
    result += (index > 0 ? separators[index - 1] : '') + part;
    position += size;
  });
  return result;
}
