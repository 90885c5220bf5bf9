/**
 * The closed set of error codes the API answers. A client may switch on a code; a new failure gets a new entry
 * here, never a free string at the throw site.
 */
export const ERROR_CODES = [
  // any route
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  // status changes refused by the transition tables, or lost to a concurrent change
  'STATUS_CONFLICT',
  // a repeated create (Idempotency-Key)
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  // auth
  'EMAIL_TAKEN',
  'EMAIL_NOT_REGISTERED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'OLD_PASSWORD_WRONG',
  'RESET_TOKEN_INVALID',
  'SESSION_EXPIRED',
  'REFRESH_TOKEN_REUSED',
  // staff access (decision 048): a role the member does not hold, a customer-only call, a deactivated member
  'FORBIDDEN',
  'CUSTOMERS_ONLY',
  'ACCOUNT_DEACTIVATED',
  'LAST_OWNER',
  // four-eyes (decision 049): the requester deciding their own request (403), a second request for one object (409)
  'APPROVAL_OWN_REQUEST',
  'APPROVAL_PENDING',
  // profile
  'PROMO_NOT_FOUND',
  'PROMO_EXPIRED',
  'PROMO_EXHAUSTED',
  'PROMO_ALREADY_USED',
  'REFERRAL_NOT_FOUND',
  'REFERRAL_SELF',
  'REFERRAL_CYCLE',
  'REFERRAL_ALREADY_SET',
  // money
  'ACCOUNT_NOT_FOUND',
  'NOT_ENOUGH_MONEY',
  'TOP_UP_LIMIT',
  'TOP_UP_NOT_FOUND',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENT_FINISHED',
  'CARD_DECLINED',
  'CONFIRMATION_CODE_WRONG',
  'NOTIFICATION_REJECTED',
  'RATE_UNAVAILABLE',
  // parcels
  'GOOD_IN_OTHER_PARCEL',
  'TRACKING_UNAVAILABLE',
  'SAME_CURRENCY',
  'PROMO_CODE_TAKEN',
  'DISCOUNT_ALREADY_HELD',
  'CUSTOMER_NOT_FOUND',
  // a good's paid photo report has no photo yet: the parcel is not weighed (409)
  'PHOTO_REPORT_MISSING',
  // the customer's answer to the warehouse's photos is not allowed now, or is still awaited (409)
  'PHOTO_APPROVAL_CONFLICT',
  'PHOTO_APPROVAL_PENDING',
  // a good the service bought with the customer's paid lot cannot be deleted (409, decision 051)
  'BOUGHT_GOOD',
  // insurance (decision 032): a claim on an uninsured parcel, a second claim (409)
  'NOT_INSURED',
  'INSURANCE_CLAIMED',
  // recipients and addresses
  'RECIPIENT_ARCHIVED',
  'LINK_EXPIRED',
  'LINK_USED',
  'ADDRESS_ARCHIVED',
  // files and the photo helper
  'NO_FILE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'OCR_FAILED',
  // notifications: no Telegram bot configured (409)
  'TELEGRAM_OFF',
  // flights (decision 062): a flight number taken, a flight whose parcels have problems, a parcel on another flight (409)
  'FLIGHT_NUMBER_TAKEN',
  'FLIGHT_HAS_PROBLEMS',
  'PARCEL_ON_OTHER_FLIGHT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A limited call refused until its window ends (the rate limits; sign-up's «email taken» answers). */
export const tooManyRequestsMessage = (minutes: number) =>
  `Слишком много запросов. Попробуйте через ${minutes} мин.`;

/** Texts that both sides show for failures of any screen. */
export const COMMON_MESSAGES = {
  loadFailed: 'Не удалось загрузить данные',
  somethingWrong: 'Что то пошло не так, обратитесь в поддержку',
  checkFields: 'Проверьте правильность заполнения полей',
  badRequest: 'Некорректный запрос',
  payloadTooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Неподдерживаемый тип данных',
  notFound: 'Не найдено',
  statusConflict: 'Действие недоступно в текущем статусе',
  accountNotFound: 'Счёт в этой валюте не открыт',
  reasonRequired: 'Укажите причину',
} as const;
