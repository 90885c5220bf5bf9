import { z } from 'zod';
import { idParam } from '../shared/fields.js';
import { TEXT_CHARACTERS, textField } from '../shared/text-field.js';
import { STAFF_PARCEL_MOVES } from '../parcels/parcel-desk.js';
import { outgoingTrackField, placeField, reasonField, TEXT_MESSAGES } from '../shared/free-text-fields.js';

/**
 * A flight (decision 062): the warehouse's shipment of paid parcels under one number, which becomes each parcel's
 * «Реестр» when the flight ships; its customs registry (XLSX/CSV), packing list (PDF) and pre-ship check.
 */
export const FLIGHT_STATUSES = ['open', 'shipped'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];
export const FLIGHT_STATUS_TITLE: Record<FlightStatus, string> = {
  open: 'Формируется',
  shipped: 'Отправлен',
};

export const FLIGHT_MESSAGES = {
  numberRequired: 'Введите номер рейса',
  numberTaken: 'Рейс с таким номером уже есть',
  carrierRequired: 'Введите перевозчика',
  dateRequired: 'Введите дату рейса в формате ГГГГ-ММ-ДД',
  notFound: 'Рейс не найден',
  parcelRequired: 'Введите номер посылки или исходящий трек',
  parcelNotFound: 'Посылка не найдена',
  parcelNotReady:
    'Посылка не оплачена или уже отправлена: в рейс можно добавить только готовую к отправке (40)',
  parcelOnOtherFlight: (number: string) => `Посылка уже в рейсе ${number}`,
  parcelNotOnFlight: 'Посылки нет в этом рейсе',
  alreadyShipped: 'Рейс уже отправлен: состав менять нельзя',
  notShipped: 'Рейс ещё не отправлен',
  empty: 'В рейсе нет посылок',
  hasProblems: 'Рейс нельзя отправить: есть проблемы у посылок',
  shipped: (n: number) => `Рейс отправлен, посылок: ${n}`,
  // the pre-ship check, per parcel
  notReady: 'Посылка не в статусе «Готова к отправке»',
  recipientMissing: 'Нет получателя',
  recipientNotConfirmed: 'Получатель не подтверждён',
  passportMissing: 'Нет паспортных данных получателя (серия, номер, дата и орган выдачи)',
  innMissing: 'Нет ИНН получателя',
  overAllowance: (dutyEur: string) => `Превышен беспошлинный лимит, пошлина ${dutyEur} € не оплачена`,
  trackMissing: 'Нет исходящего трека',
  storageDebt: (rub: string) => `Долг за хранение ${rub} ₽`,
  tnvedInvalid: 'Код ТН ВЭД — ровно 10 цифр',
} as const;

/** A flight's number: letters, digits, spaces and dashes (it becomes the parcels' «Реестр»). */
export const flightNumberField = textField({
  max: 40,
  allowed: TEXT_CHARACTERS.outgoingTrack,
  messages: { required: FLIGHT_MESSAGES.numberRequired, notAllowed: TEXT_MESSAGES.outgoingTrackCharacters },
});

const isoDate = z
  .string({ error: FLIGHT_MESSAGES.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, FLIGHT_MESSAGES.dateRequired)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, FLIGHT_MESSAGES.dateRequired);

export const createFlightSchema = z.object({
  number: flightNumberField,
  carrier: textField({ min: 1, max: 100, messages: { required: FLIGHT_MESSAGES.carrierRequired } }),
  plannedDate: isoDate,
});
export type CreateFlightInput = z.input<typeof createFlightSchema>;

/** A parcel taken onto a flight by its number or its outgoing track (a scan), with the track when it is known. */
export const addFlightParcelSchema = z.object({
  parcel: textField({ min: 1, max: 40, messages: { required: FLIGHT_MESSAGES.parcelRequired } }),
  outgoingDeclaration: outgoingTrackField.optional(),
});
export type AddFlightParcelInput = z.input<typeof addFlightParcelSchema>;

/** A parcel's line on an open flight: its outgoing track, and whether the recipient's customs duty is paid. */
export const updateFlightParcelSchema = z.object({
  outgoingDeclaration: outgoingTrackField.nullable().optional(),
  dutyPaid: z.boolean().optional(),
});
export type UpdateFlightParcelInput = z.input<typeof updateFlightParcelSchema>;

export const flightParcelParams = z.object({ id: idParam, parcelId: idParam });

/** A later step of the whole flight (50 → 200 → 350 …): one of the parcel desk's moves. */
export const moveFlightSchema = z
  .object({
    action: z.enum(STAFF_PARCEL_MOVES),
    place: placeField.optional(),
    reason: reasonField().optional(),
  })
  .meta({ id: 'MoveFlight' });
export type MoveFlightInput = z.input<typeof moveFlightSchema>;

export const REGISTRY_FORMATS = ['xlsx', 'csv'] as const;
export type RegistryFormat = (typeof REGISTRY_FORMATS)[number];
export const registryQuerySchema = z.object({ format: z.enum(REGISTRY_FORMATS).optional() });

export const flightTotalsSchema = z.object({
  parcels: z.number(),
  goodsLines: z.number(),
  grossWeightKg: z.number(),
  /** The goods' declared value in euros at the official rates of the flight's date. */
  declaredValueEur: z.number(),
  /** The day of the rates used (YYYY-MM-DD). */
  rateDate: z.string(),
});

export const flightSchema = z
  .object({
    id: z.number(),
    number: z.string(),
    carrier: z.string(),
    plannedDate: z.string(),
    status: z.enum(FLIGHT_STATUSES),
    shippedAt: z.string().nullable(),
    createdAt: z.string(),
    parcels: z.number(),
  })
  .meta({ id: 'Flight' });
export type FlightCard = z.infer<typeof flightSchema>;

export const flightParcelSchema = z.object({
  id: z.number(),
  clientCode: z.string(),
  statusId: z.number(),
  recipient: z.string().nullable(),
  outgoingDeclaration: z.string().nullable(),
  dutyPaid: z.boolean(),
  goodsLines: z.number(),
  weightKg: z.number().nullable(),
  declaredValue: z.number(),
  currency: z.string(),
  declaredValueEur: z.number(),
});
export type FlightParcel = z.infer<typeof flightParcelSchema>;

export const flightDetailsSchema = flightSchema
  .omit({ parcels: true })
  .extend({
    totals: flightTotalsSchema,
    parcels: z.array(flightParcelSchema),
    /** The parcel desk's moves the flight's parcels may take now (one button each). */
    moves: z.array(z.enum(STAFF_PARCEL_MOVES)),
  })
  .meta({ id: 'FlightDetails' });
export type FlightDetails = z.infer<typeof flightDetailsSchema>;

export const flightCheckSchema = z
  .object({
    ok: z.boolean(),
    problems: z.array(z.object({ parcelId: z.number(), messages: z.array(z.string()) })),
  })
  .meta({ id: 'FlightCheck' });
export type FlightCheck = z.infer<typeof flightCheckSchema>;

/** ТН ВЭД ЕАЭС: the customs commodity code, ten digits. */
export const tnvedCodeField = z
  .string({ error: FLIGHT_MESSAGES.tnvedInvalid })
  .trim()
  .regex(/^\d{10}$/, FLIGHT_MESSAGES.tnvedInvalid);
export const goodTnvedSchema = z.object({ tnvedCode: tnvedCodeField.nullable() });
export type GoodTnvedInput = z.input<typeof goodTnvedSchema>;
/** The good's own code (`current`) and the code most used by other goods of the same name, if any. */
export const tnvedSuggestionSchema = z
  .object({ current: z.string().nullable(), tnvedCode: z.string().nullable(), uses: z.number() })
  .meta({ id: 'TnvedSuggestion' });

/** A file answer (XLSX, CSV, PDF): a binary string in OpenAPI. */
export const flightFileSchema = z.string().meta({ format: 'binary', description: 'file' });
