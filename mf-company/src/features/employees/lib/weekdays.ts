/** Monday first, as a working week reads; days keep the API's numbers (0 = Sunday). */
export const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
