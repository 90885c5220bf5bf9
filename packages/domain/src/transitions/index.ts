/**
 * Every entity's transition table in one map, and the helpers that read it (allowed actions, goods following their
 * parcel).
 */
export * from './transitions.js';
