export * from './client.ts';
export * from './company.ts';
export * from './errors.ts';
export * from './lang.ts';
export * from './shop.ts';
export * from './appointments.ts';
