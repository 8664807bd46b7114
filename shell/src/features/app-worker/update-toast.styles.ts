import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius } from '@pitchside/shared-ui/tokens';

/** The update toast's text as a button: the toast's own look, underlined to say it acts. */
export const UpdateButton = styled.button`
  font: inherit;
  font-weight: ${font.weightSemibold};
  color: inherit;
  background: none;
  border: 0;
  padding: 0;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  border-radius: ${radius.sm};

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;
