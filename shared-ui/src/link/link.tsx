import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Slot } from 'radix-ui';
import { ExternalLinkIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { StyledLink } from './link.styles';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** Opens in a new tab (safe `rel`), with an icon and a spoken "(opens in a new tab)". */
  external?: boolean;
  /** `inherit` keeps the surrounding text colour (footers, dark bars). */
  tone?: 'primary' | 'inherit';
  /** Styles the single child, e.g. a router `<Link to>`: `<Link asChild><RouterLink to="/help">Help</RouterLink></Link>`. */
  asChild?: boolean;
}

/** A router-agnostic text link, underlined so it is not told apart by colour alone. */
export function Link({ external = false, tone = 'primary', asChild = false, children, ...rest }: LinkProps) {
  const { t } = useTranslation('ui');
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledLink as={asChild ? Slot.Root : undefined} $tone={tone} {...externalProps} {...rest}>
      <Slot.Slottable>{children}</Slot.Slottable>
      {external && (
        <>
          <ExternalLinkIcon size={14} />
          <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
}
