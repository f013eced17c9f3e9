export * from './availability.ts';
export * from './geo-group.ts';
export * from './intervals.ts';
export * from './localise.ts';
export * from './switches.ts';
export * from './zoned-time.ts';
