export * from './keys';
export * from './recipients';
export * from './links';
export * from './idoc-org';
export * from './staff-review';
