export * from './appointments.ts';
export * from './booking-orders.ts';
export * from './client.ts';
export * from './company.ts';
export * from './errors.ts';
export * from './lang.ts';
export * from './shop.ts';
