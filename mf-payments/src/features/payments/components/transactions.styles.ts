import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius } from '@pitchside/shared-ui/tokens';

/** The description: the row's button, so keyboard users open the details as a click on the row does. */
export const RowButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${color.primaryText};
  font: inherit;
  font-weight: ${font.weightMedium};
  text-align: start;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;
