import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button, type ButtonProps } from '@pitchside/shared-ui/button';
import { styled } from '@pitchside/shared-ui/styled';
import { Tooltip } from '@pitchside/shared-ui/tooltip';
import { NS } from '../locales/namespace';

/* aria-disabled (not disabled) keeps it focusable and hoverable, so the tooltip can say why. */
const Inactive = styled(Button)`
  &&[aria-disabled='true'] {
    pointer-events: auto;
  }
`;

export interface ComingSoonButtonProps {
  children: ReactNode;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
}

/** An action that exists in the design but not yet in the product: shown inactive with a "coming soon" tooltip. */
export function ComingSoonButton({ children, variant = 'primary', startIcon }: ComingSoonButtonProps) {
  const { t } = useTranslation(NS);
  return (
    <Tooltip content={t('common.comingSoon')}>
      <Inactive
        variant={variant}
        startIcon={startIcon}
        aria-disabled="true"
        onClick={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
      >
        {children}
      </Inactive>
    </Tooltip>
  );
}
