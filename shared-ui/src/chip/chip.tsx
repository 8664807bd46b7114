import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/icons';
import type { Tone } from '../internal/tones';
import { Remove, Root, Toggle } from './chip.styles';

export type ChipTone = Tone;

export interface ChipProps {
  /** Visible text (also names the remove button). */
  label: string;
  /** Decorative leading icon. */
  icon?: ReactNode;
  tone?: ChipTone;
  /** Selected state of a filter chip (announced with `aria-pressed`). */
  selected?: boolean;
  /** Makes the chip a toggle button (filters). */
  onClick?: () => void;
  /** Adds a remove button named "Remove {label}" (active filters, tags). */
  onRemove?: () => void;
  disabled?: boolean;
  className?: string;
}

/** A compact label: static, a toggle (filters) or removable. */
export function Chip({ label, icon, tone = 'primary', selected = false, onClick, onRemove, disabled, className }: ChipProps) {
  const { t } = useTranslation('ui');
  const body = (
    <>
      {icon}
      {label}
    </>
  );
  return (
    <Root $tone={tone} $selected={selected} className={className}>
      {onClick ? (
        <Toggle type="button" aria-pressed={selected} onClick={onClick} disabled={disabled}>
          {body}
        </Toggle>
      ) : (
        body
      )}
      {onRemove && (
        <Remove type="button" aria-label={t('remove', { label })} onClick={onRemove} disabled={disabled}>
          <CloseIcon size={14} />
        </Remove>
      )}
    </Root>
  );
}
