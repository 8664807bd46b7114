import { styled } from '@pitchside/shared-ui/styled';
import { media, space } from '@pitchside/shared-ui/tokens';

/** What only phones show (the toggle of the advanced filters). */
export const PhoneOnly = styled.div`
  display: none;

  ${media.phone} {
    display: block;
  }
`;

/** The advanced filters: always shown from tablets up; on phones only once "More filters" opens them. */
export const AdvancedFilters = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};

  ${media.phone} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;
