/**
 * Phones (spec section 5): Russian numbers are 11 digits starting with 7 (a leading 8 is read as 7),
 * Belarusian ones are 375 + operator 25/29/33/44 + 7 digits. Only these two countries are accepted.
 */
export const PHONE_COUNTRIES = ['ru', 'by'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

const BELARUS_OPERATORS = ['25', '29', '33', '44'];

/** Keeps digits only and trims to the country's length: 11 for +7, 12 for +375. */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('375')) return digits.slice(0, 12);
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.startsWith('7')) return digits.slice(0, 11);
  return digits;
}

/**
 * The country of a whole phone number, or null: 11 digits starting with 7 or 8, or 375 + operator + 7 digits.
 * Separators are ignored, extra or missing digits are not (a mask trims while typing; a request is never trimmed).
 */
export function phoneCountry(input: string): PhoneCountry | null {
  const digits = input.replace(/\D/g, '');
  if (/^[78]\d{10}$/.test(digits)) return 'ru';
  if (digits.length === 12 && digits.startsWith('375') && BELARUS_OPERATORS.includes(digits.slice(3, 5))) {
    return 'by';
  }
  return null;
}

export function isValidPhone(input: string): boolean {
  return phoneCountry(input) !== null;
}

/** +7 999 123-45-67 or +375 29 123-45-67 for display. */
export function formatPhone(input: string): string {
  const digits = normalizePhone(input);
  const country = phoneCountry(digits);
  if (country === 'ru') {
    return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
  }
  if (country === 'by') {
    return `+375 ${digits.slice(3, 5)} ${digits.slice(5, 8)}-${digits.slice(8, 10)}-${digits.slice(10, 12)}`;
  }
  return input;
}
