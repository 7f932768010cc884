export * from './client';
export * from './executor';
export * from './json-rows';
export * from './schema';
export * from './search-index';
