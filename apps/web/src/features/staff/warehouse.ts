import { GOOD_STATUS, STAFF_GOOD_TRANSITIONS, trackNumberSchema } from '@cargo/domain';
import { z } from 'zod';

const S = GOOD_STATUS;

/** The scan form of «Приёмка»: one track number, the domain's rules. */
export const receiveSchema = z.object({ trackNumber: trackNumberSchema });
export type ReceiveInput = z.input<typeof receiveSchema>;

/** A problem the warehouse finds on a good it holds (12 or 20); the customer sees the reason. */
export const PROBLEM_FROM: readonly number[] = Object.keys(STAFF_GOOD_TRANSITIONS)
  .map(Number)
  .filter((from) => STAFF_GOOD_TRANSITIONS[from]!.includes(S.DOES_NOT_MEET_REQUIREMENTS));
export const PROBLEMS = [
  { statusId: S.DOES_NOT_MEET_REQUIREMENTS, label: 'Не соответствует требованиям' },
  { statusId: S.NO_GOODS, label: 'Товара нет' },
] as const;

/** The return-to-sender chain: the domain's staff transitions from the return statuses. 113 puts the good back. */
export const RETURN_STEPS: Record<number, readonly number[]> = Object.fromEntries(
  Object.entries(STAFF_GOOD_TRANSITIONS).filter(([from]) => !PROBLEM_FROM.includes(Number(from))),
);

export const RETURN_STEP_LABEL: Record<number, string> = {
  [S.AWAITING_RETURN]: 'Ожидает возврата',
  [S.HANDED_OVER_TO_THE_COURIER]: 'Передан курьеру',
  [S.RETURN_IS_OVERDUE]: 'Срок возврата истёк',
  [S.CANCELLATION_OF_RETURN]: 'Возврат отменён',
  [S.CHANGE_DATA]: 'Изменение данных',
  [S.RETURNED_TO_SENDER]: 'Возвращён отправителю',
  [S.ON_STORE]: 'Вернуть на полку',
};

/** Status filters of «Товары»: comma lists as the search call takes them ('all': no filter). */
export const STATUS_FILTERS = [
  { value: 'all', label: 'Все статусы' },
  { value: '10,5,9', label: 'Ожидаются складом' },
  { value: '12,20', label: 'На складе' },
  { value: '11,90', label: 'Проблемные' },
  { value: '110,111,112,113,114,115', label: 'Возврат отправителю' },
  { value: '120', label: 'Возвращены отправителю' },
  { value: '13', label: 'Неопознанные' },
] as const;
