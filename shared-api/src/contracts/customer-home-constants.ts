// Zod-free constants of the customer's home (docs/product/api.md, "The customer's home"), shared by the
// server, the contracts and the home page, which imports them without pulling zod onto its first load.

/** Limits of the monthly goals: positive whole numbers, at most these. */
export const GOAL_LIMITS = { gamesPerMonthMax: 100, hoursPerMonthMax: 300 } as const;
