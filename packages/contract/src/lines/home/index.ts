// The home line for the web app (`@bimasetu/contract/lines/home`): zod-free, so the list and the form's first load
// carry only this line's rates. The schema is imported on its own (lead.ts) when the form is first used.
export * from './home-rules.ts';
export * from './home-rates.ts';
export * from './home-price.ts';
