import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

/**
 * The code's input with its button underneath, at the end of the input: a code is at most 20 characters, so
 * the box stays that narrow beside the breakdown (full width, and the button too, on phones).
 */
export const PromoForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  max-inline-size: 24rem;

  & > button {
    align-self: flex-end;
  }

  ${media.phone} {
    max-inline-size: none;

    & > button {
      align-self: stretch;
    }
  }
`;

/** The applied code and, beside it, the way to take it off. */
export const AppliedCode = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  color: ${color.successText};
  font-weight: ${font.weightMedium};
`;
