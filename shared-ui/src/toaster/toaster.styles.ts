import type { CSSProperties } from 'react';
import { color, font, layout, radius, shadow, space, zIndex } from '../tokens/tokens';

/** react-hot-toast styles its toasts inline, so the tokens are handed over as style objects. */
export const toastStyle: CSSProperties = {
  background: color.surface,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.lg,
  fontSize: font.sizeSm,
  lineHeight: font.lineHeightNormal,
  paddingBlock: space[3],
  paddingInline: space[4],
  maxInlineSize: 'min(420px, calc(100vw - 2rem))',
};

/** Below the top bar, above everything else. */
export const containerStyle: CSSProperties = {
  top: `calc(${layout.topBarHeight} + ${space[2]})`,
  zIndex: zIndex.toast,
};

export const iconThemes = {
  success: { primary: color.success, secondary: color.onSuccess },
  error: { primary: color.danger, secondary: color.onDanger },
  loading: { primary: color.primary, secondary: color.surfaceMuted },
} as const;
