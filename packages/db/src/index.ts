export * from './client';
export * from './executor';
export * from './schema';
export * from './search-index';
export * from './json-rows';
