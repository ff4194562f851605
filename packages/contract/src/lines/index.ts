// The lines of insurance (`@bimasetu/contract/lines`): the registry and the one shape each line has. For the
// server, the bench and the tests: it carries every line's rate tables and lead schemas, so a page never imports it.
export * from './line.ts';
export * from './price-plan.ts';
export * from './registry.ts';
export * from './renewal-pricing.ts';
