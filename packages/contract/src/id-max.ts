// Apart from schemas/text.ts so a screen that needs only the figure (lib/format.ts's claim amounts, on every page)
// loads no zod with it.

/** The largest id the database holds: every id column is a 32-bit signed integer. */
export const ID_MAX = 2_147_483_647;
