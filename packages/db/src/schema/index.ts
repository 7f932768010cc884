export * from './accounts';
export * from './catalog';
export * from './content';
export * from './orders';
export * from './promotions';
export * from './requests';
export * from './shopping';
export * from './staff';
