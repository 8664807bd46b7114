/** Height of the results map (and of its loading placeholder, so nothing jumps when it arrives). */
export const MAP_HEIGHT = 'min(70vh, 36rem)';
