import { color } from '../tokens/tokens';

/** Semantic tones of badges, chips and alerts. */
export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** Colours per tone: `solid` background + `onSolid` text, `subtle` background + `text`. */
export const toneColors: Readonly<Record<Tone, { solid: string; onSolid: string; subtle: string; text: string }>> = {
  neutral: { solid: color.secondary, onSolid: color.onSecondary, subtle: color.surfaceMuted, text: color.text },
  primary: { solid: color.primary, onSolid: color.onPrimary, subtle: color.primarySubtle, text: color.primaryText },
  success: { solid: color.success, onSolid: color.onSuccess, subtle: color.successSubtle, text: color.successText },
  warning: { solid: color.warning, onSolid: color.onWarning, subtle: color.warningSubtle, text: color.warningText },
  danger: { solid: color.danger, onSolid: color.onDanger, subtle: color.dangerSubtle, text: color.dangerText },
  info: { solid: color.info, onSolid: color.onInfo, subtle: color.infoSubtle, text: color.infoText },
};
