import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

/** The code's input with its button underneath, at the end of the line (full width on phones). */
export const PromoForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};

  & > button {
    align-self: flex-end;
  }

  ${media.phone} {
    & > button {
      align-self: stretch;
    }
  }
`;

/** The applied code and the way to take it off. */
export const AppliedCode = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[3]};
  color: ${color.successText};
  font-weight: ${font.weightMedium};
`;
