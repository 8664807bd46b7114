import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

/** One column on phones and tablets; on desktops the pass beside the booking's details. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[6]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  min-inline-size: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** Where the outcome of a cancellation is announced and focused. */
export const Outcome = styled.div`
  &:focus {
    outline: none;
  }
`;

/** Label–value pairs (the booking, its price). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space[2]} ${space[6]};
  margin: 0;

  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${font.weightMedium};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;
