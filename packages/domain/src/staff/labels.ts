import { z } from 'zod';
import { COMMON_MESSAGES } from '../shared/errors.js';
import { ID_MAX } from '../shared/fields.js';

/**
 * Printable labels (decision 063): a goods label at receipt and a parcel label at packing, for the common thermal
 * printers (58×40 and 100×150 mm) and for A4 sheets of several labels.
 */
export const LABEL_FORMATS = ['58x40', '100x150', 'a4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Millimetres to PDF points (1/72 inch). */
export const mmToPoints = (mm: number) => (mm * 72) / 25.4;

/** A page of each format in millimetres (width × height): a thermal label is its own page, A4 holds several. */
export const LABEL_PAGE_MM: Record<LabelFormat, readonly [number, number]> = {
  '58x40': [58, 40],
  '100x150': [100, 150],
  a4: [210, 297],
};

/** How many labels at most one call prints: a day's receiving batch, not the whole warehouse. */
export const LABEL_BATCH_MAX = 200;

export const LABEL_FORMAT_TITLE: Record<LabelFormat, string> = {
  '58x40': 'Термо 58×40 мм',
  '100x150': 'Термо 100×150 мм',
  a4: 'Лист A4',
};

/** `?ids=1,2,3&format=58x40`: the objects to print, in the order given, and the paper. */
export const labelQuerySchema = z.object({
  ids: z
    .string()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${LABEL_BATCH_MAX - 1}}$`), COMMON_MESSAGES.badRequest)
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.every((id) => id > 0 && id <= ID_MAX), COMMON_MESSAGES.badRequest),
  format: z.enum(LABEL_FORMATS).optional(),
});
export type LabelQuery = z.output<typeof labelQuerySchema>;

/** The label answer: a PDF document (OpenAPI: `application/pdf`, a binary string). */
export const labelPdfSchema = z.string().meta({ format: 'binary', description: 'PDF' });

export const LABEL_MESSAGES = {
  goodsNotFound: 'Товар не найден',
  parcelsNotFound: 'Посылка не найдена',
  printLabel: 'Печать этикетки',
  printFailed: 'Не удалось подготовить этикетку',
} as const;
