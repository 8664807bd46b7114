import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonProps } from '../button/button';
import { Tooltip } from '../tooltip/tooltip';
import { Inactive } from './coming-soon-button.styles';

export interface ComingSoonButtonProps {
  children: ReactNode;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
}

/** An action that exists in the design but not yet in the product: shown inactive with a "coming soon" tooltip. */
export function ComingSoonButton({ children, variant = 'primary', startIcon }: ComingSoonButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <Tooltip content={t('comingSoon')}>
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
