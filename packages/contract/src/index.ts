export * from './common';
export * from './messages';
export * from './normalize';
export * from './route';
export * from './routes';
export * from './schemas/catalog';
export * from './schemas/content';
export * from './validation';
