import { styled } from '@pitchside/shared-ui/styled';
import { color, radius, space } from '@pitchside/shared-ui/tokens';

export const LogoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  align-items: center;
`;

export const Logo = styled.img`
  inline-size: 5rem;
  block-size: 5rem;
  object-fit: contain;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

/** The usual-currency choice: as wide as a form field, the whole width on a phone. */
export const UsualCurrency = styled.div`
  inline-size: min(100%, 18rem);
`;
