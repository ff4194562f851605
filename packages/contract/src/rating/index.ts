// The rating engine: one module per line of business, all pure functions over versioned rate data.
export * from './core.ts';
export * from '../lines/health/health-price.ts';
export * from '../lines/term/term-price.ts';
export * from '../lines/term/term-gender.ts';
export * from '../lines/travel/travel-price.ts';
export * from '../lines/motor/motor-price.ts';
export * from '../lines/child/child-price.ts';
export * from '../lines/employee/employee-price.ts';
export * from './catalogue.ts';
export * from './plan-directory.ts';
export * from './facts.ts';
