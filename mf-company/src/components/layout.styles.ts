import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

// Form and list layout shared by the company pages (employees, profile, settings).

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space[3]} ${space[4]};
`;

export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-block-end: ${space[2]};
    font-weight: ${font.weightBold};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 2fr) minmax(0, 1.2fr) auto auto;
  gap: ${space[3]};
  align-items: center;
  padding: ${space[3]} ${space[4]};
  border-block-end: 1px solid ${color.border};

  &[data-selected] {
    background: ${color.primarySubtle};
  }

  ${media.phone} {
    grid-template-columns: auto minmax(0, 1fr) auto;

    & > [data-wide] {
      display: none;
    }
  }
`;

export const Name = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;

  a {
    color: ${color.text};
    font-weight: ${font.weightBold};
    overflow-wrap: anywhere;
  }

  span {
    color: ${color.textMuted};
    font-size: ${font.sizeSm};
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[2]};
  align-items: center;
  font-size: ${font.sizeSm};
  min-inline-size: 0;
`;
