export * from './keys';
export * from './addresses';
export * from './lookups';
