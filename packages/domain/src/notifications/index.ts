/** Notification events, their answers, and the deliveries' transition rows. */
export * from './delivery-transitions.js';
export * from './notifications.js';
export * from './notifications-answers.js';
