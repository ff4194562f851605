// The term lines for the web app (`@bimasetu/contract/lines/term`): zod-free, the plans' catalogue only, so a list's
// first load carries it and the home page never does.
export * from './term-catalogue.ts';
