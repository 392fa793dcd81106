export * from './definitions/types.js';
export * from './dates/plainDate.js';
