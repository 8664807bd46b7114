import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export const Entries = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  grid-template-columns: 11rem minmax(0, 1fr);
  gap: ${space[1]} ${space[4]};
  padding-block: ${space[3]};
  border-block-end: 1px solid ${color.border};

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const When = styled.time`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

export const What = styled.div`
  display: grid;
  gap: ${space[1]};
  min-inline-size: 0;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Changes = styled.details`
  font-size: ${font.sizeSm};

  summary {
    cursor: pointer;
    color: ${color.primaryText};
    border-radius: ${radius.sm};
    inline-size: fit-content;
  }

  summary:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const ChangeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${space[2]};
  margin-block-start: ${space[2]};
`;

/** JSON as it came: left to right whatever the page's direction, scrolling sideways when long. */
export const Json = styled.pre`
  margin: 0;
  margin-block-start: ${space[1]};
  padding: ${space[2]};
  overflow: auto;
  max-block-size: 16rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  color: ${color.text};
  font-family: ${font.familyMono};
  font-size: ${font.sizeXs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: start;
`;
