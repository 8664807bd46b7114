import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, shadow, space } from '@pitchside/shared-ui/tokens';

export const PermissionList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${space[2]};
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-block-end: 1px solid ${color.border};
  font-size: ${font.sizeSm};
  color: ${color.textMuted};
`;

export const BulkBar = styled.div`
  position: sticky;
  inset-block-end: ${space[3]};
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.md};

  strong {
    margin-inline-end: auto;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0;

  dt {
    color: ${color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
