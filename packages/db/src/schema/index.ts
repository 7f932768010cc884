export * from './accounts';
export * from './catalog';
export * from './content';
export * from './requests';
export * from './shopping';
