/** The owner's and finance's report of the business by day, week and month (decision 065). */
export * from './reports.js';
