/** What other modules may use of the recipients module. */
export { findConfirmedRecipient, recipientNames } from './queries.js';
export { createRecipient } from './save-recipient.js';
export { confirmSampleRecipient } from './review.js';
export { canceledRecipientsCount } from './dashboard-counts.js';
export { recipientNameSql } from './name-column.js';
export { recipientsForRegistry, type RegistryRecipient } from './registry-recipients.js';
export {
  checkPersonalDataKeys,
  encryptPlaintextPersonalData,
  REENCRYPT_BATCH,
  reencryptPersonalData,
} from './reencrypt-personal-data.js';
export { customersWithPassport } from './desk-recipients.js';
