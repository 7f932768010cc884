export * from './client';
export * from './schema';
export * from './search-index';
export * from './executor';
