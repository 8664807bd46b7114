import { styled } from '@pitchside/shared-ui/styled';
import { color, space } from '@pitchside/shared-ui/tokens';

export const CenteredStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[3]};
  min-block-size: 40vh;
  color: ${color.textMuted};
`;
