/** Spec §2: the seven content steps of the field create/edit wizard (keys of `editor.steps.*`). */
export const EDITOR_STEPS = ['basics', 'location', 'details', 'schedule', 'pricing', 'amenities', 'images'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** Spec §9 sports (keys of `editor.sports.*`). */
export const SPORTS = ['football', 'basketball', 'tennis', 'volleyball', 'hockey', 'badminton', 'squash', 'multiPurpose'] as const;
