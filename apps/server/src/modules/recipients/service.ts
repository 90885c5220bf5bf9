/**
 * @deprecated Other modules import the recipients module through its index.ts; this re-export only keeps
 * goods/ready-goods.ts compiling until it does. Delete once nothing imports it.
 */
export { findConfirmedRecipient } from './queries.js';
