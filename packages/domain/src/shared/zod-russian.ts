import { z } from 'zod';

/**
 * The text of a missing value. field-messages.ts takes it from here, so every module that uses a field message
 * imports this one too: a bundler that skips fields.ts (a chunk may need only its re-exported messages) still
 * keeps the Russian messages below.
 */
export const REQUIRED_MESSAGE = 'Обязательно для заполнения.';

/**
 * Russian messages for the checks that carry no message of their own (a wrong type, a text too long, an unknown
 * option), so that no answer and no form ever shows zod's English. Set once for the server and the web when the
 * domain package loads; the spec's own texts are given on the fields themselves and take precedence.
 */
function russianMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? REQUIRED_MESSAGE
        : 'Неверный формат значения';
    case 'too_big':
      if (issue.origin === 'string') return `Не более ${String(issue.maximum)} символов`;
      if (issue.origin === 'array') return `Не более ${String(issue.maximum)} элементов`;
      return `Значение должно быть не больше ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? REQUIRED_MESSAGE : `Не менее ${String(issue.minimum)} символов`;
      if (issue.origin === 'array') return REQUIRED_MESSAGE;
      return `Значение должно быть не меньше ${String(issue.minimum)}`;
    case 'invalid_value':
      return 'Выберите значение из списка';
    case 'invalid_format':
      return 'Неверный формат значения';
    case 'not_multiple_of':
      return 'Неверное значение';
    case 'unrecognized_keys':
      return 'Лишние поля в запросе';
    case 'invalid_union':
      return 'Неверный формат значения';
    default:
      return undefined;
  }
}

z.config({ ...z.locales.ru(), customError: russianMessage });
