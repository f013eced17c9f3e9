export * from './availability.ts';
export * from './booking-cart.ts';
export * from './booking-rules.ts';
export * from './geo-group.ts';
export * from './intervals.ts';
export * from './localise.ts';
export * from './switches.ts';
export * from './zoned-time.ts';
