// A term plan as the lists show it (shopping spec §3): the one term catalogue, in the contract's term line
// (@bimasetu/contract/lines/term), from which the three lists derive. Its premium and claim figures live in the
// term rate table, keyed by the plan's id, so the server prices it the same way.
export * from '@bimasetu/contract/lines/term';
