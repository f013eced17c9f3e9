export * from './geo-group.ts';
export * from './localise.ts';
export * from './switches.ts';
