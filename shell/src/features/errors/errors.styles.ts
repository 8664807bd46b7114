import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Screen = styled.section<{ $full?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[4]};
  min-block-size: ${({ $full }) => ($full ? '100vh' : '50vh')};
  padding: ${space[6]} ${space[4]};
  text-align: center;
`;

export const Code = styled.p`
  color: ${color.primaryText};
  font-size: ${font.size4xl};
  font-weight: ${font.weightBold};
  line-height: 1;
`;

export const Title = styled.h1`
  font-size: ${font.size2xl};
  font-weight: ${font.weightBold};
`;

export const Text = styled.p`
  max-inline-size: 36rem;
  color: ${color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`;

export const Details = styled.details`
  inline-size: min(36rem, 100%);
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  text-align: start;

  summary {
    cursor: pointer;
    font-weight: ${font.weightMedium};
  }
  pre {
    margin-block: ${space[2]} 0;
    font-family: ${font.familyMono};
    font-size: ${font.sizeXs};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
