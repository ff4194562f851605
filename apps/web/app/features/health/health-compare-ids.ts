// What the health list needs of compare before compare itself loads: how many plans and the address parameter.
export const HEALTH_COMPARE_LIMIT = 3;
export const HEALTH_COMPARE_PARAM = 'compare';
