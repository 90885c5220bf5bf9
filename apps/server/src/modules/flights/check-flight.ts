import {
  addMoney,
  COUNTRY,
  customsAllowance,
  CustomsRuleMissingError,
  FLIGHT_MESSAGES,
  type FlightCheck,
  PARCEL_STATUS,
  RECIPIENT_STATUS,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { OfficialRates, RateSource } from '../../integrations/rates/rate-source.js';
import { officialRatesOn } from '../finance/index.js';
import { goodsOfParcels } from '../goods/index.js';
import { parcelsForFlight } from '../parcels/index.js';
import { recipientsForRegistry, type RegistryRecipient } from '../recipients/index.js';
import { lineFigures, parcelEuros } from './figures.js';
import { type FlightRow, memberBatches } from './flight-row.js';

/** What the recipient lacks for customs: confirmed, passport (series for Russia), issue data, INN for Russia. */
function recipientProblems(recipient: RegistryRecipient | undefined): string[] {
  if (!recipient) return [FLIGHT_MESSAGES.recipientMissing];
  const problems: string[] = [];
  if (recipient.statusId !== RECIPIENT_STATUS.CONFIRMED) problems.push(FLIGHT_MESSAGES.recipientNotConfirmed);
  const russian = recipient.countryCode === COUNTRY.RUSSIA;
  const passport = [
    recipient.passportNumber,
    recipient.passportIssuedAt,
    recipient.passportIssuedBy,
    ...(russian ? [recipient.passportSeries] : []),
  ];
  if (!recipient.fullName || passport.some((part) => !part?.trim())) {
    problems.push(FLIGHT_MESSAGES.passportMissing);
  }
  if (russian && !recipient.inn?.trim()) problems.push(FLIGHT_MESSAGES.innMissing);
  return problems;
}

/**
 * The pre-ship check (decision 062): per parcel, what keeps it from leaving — not ready (40), the recipient not
 * confirmed or incomplete, over the customs allowance of the flight's date without the duty marked paid, no
 * outgoing track, storage fees owed. Read in batches of 500 parcels, four statements each.
 */
export async function checkFlight(db: Executor, rates: RateSource, flight: FlightRow): Promise<FlightCheck> {
  return checkFlightAt(db, await officialRatesOn(db, rates, flight.plannedDate), flight);
}

/** The check at rates read beforehand (the ship's transaction reads no rate source: it may sit on another pool). */
export async function checkFlightAt(
  db: Executor,
  official: OfficialRates,
  flight: FlightRow,
): Promise<FlightCheck> {
  const problems: FlightCheck['problems'] = [];
  let count = 0;
  for await (const batch of memberBatches(db, flight.id)) {
    const ids = batch.map((m) => m.parcelId);
    // One statement after the other: a transaction's connection answers one at a time.
    const rows = await parcelsForFlight(db, ids);
    const lines = await goodsOfParcels(db, ids);
    const recipients = await recipientsForRegistry(
      db,
      rows.flatMap((row) => (row.recipientId === null ? [] : [row.recipientId])),
    );
    const member = new Map(batch.map((m) => [m.parcelId, m]));
    for (const row of rows) {
      count += 1;
      const messages: string[] = [];
      const own = lines.filter((line) => line.parcelId === row.id);
      if (flight.status === 'open' && row.statusId !== PARCEL_STATUS.READY_FOR_SENT) {
        messages.push(FLIGHT_MESSAGES.notReady);
      }
      const recipient = row.recipientId === null ? undefined : recipients.get(row.recipientId);
      messages.push(...recipientProblems(recipient?.userId === row.userId ? recipient : undefined));
      if (row.tariffCountry && !member.get(row.id)?.dutyPaid) {
        try {
          const check = customsAllowance({
            country: row.tariffCountry,
            date: flight.plannedDate,
            declaredValueEur: parcelEuros(own.map((line) => lineFigures(line, official))),
            weightKg: row.weightKg ?? '0',
          });
          if (!check.within) messages.push(FLIGHT_MESSAGES.overAllowance(check.dutyEur.replace('.', ',')));
        } catch (error) {
          if (!(error instanceof CustomsRuleMissingError)) throw error;
        }
      }
      if (!row.outgoingDeclaration && !member.get(row.id)?.outgoingDeclaration) {
        messages.push(FLIGHT_MESSAGES.trackMissing);
      }
      const owed = addMoney('0', ...own.map((line) => line.storageFeeDue));
      if (toMinorUnits(owed) > 0n) messages.push(FLIGHT_MESSAGES.storageDebt(owed.replace('.', ',')));
      if (messages.length) problems.push({ parcelId: row.id, messages });
    }
  }
  if (count === 0 && flight.status === 'open')
    problems.push({ parcelId: 0, messages: [FLIGHT_MESSAGES.empty] });
  return { ok: problems.length === 0, problems };
}
