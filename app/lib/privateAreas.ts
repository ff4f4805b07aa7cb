/**
 * The staff, demo and sign-in areas: never counted by the insights (decision record 0044), and
 * English only, at one path (decision record 0049).
 */
export const PRIVATE_AREAS = /^\/(admin|demo|login|logout)(\/|$)/;
