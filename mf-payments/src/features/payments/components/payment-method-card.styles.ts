import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

export const MethodLayout = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${space[4]};
  align-items: center;
  color: ${color.textMuted};

  ${media.phone} {
    grid-template-columns: auto 1fr;
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Details = styled.div`
  display: grid;
  gap: ${space[1]};
  font-size: ${font.sizeSm};
`;

export const MethodTitle = styled.h2`
  margin: 0;
  color: ${color.text};
  font-size: ${font.sizeMd};
`;
