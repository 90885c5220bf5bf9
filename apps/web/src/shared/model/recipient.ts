/**
 * @deprecated The recipient answer and its name live in the domain package (`Recipient`, `recipientFullName`
 * from '@cargo/domain'); this re-export only keeps the goods feature compiling until it imports them there.
 * Delete once nothing imports it.
 */
export { recipientFullName, type Recipient } from '@cargo/domain';
