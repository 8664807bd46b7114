import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  inline-size: 100%;
  max-inline-size: 56rem;
  margin-inline: auto;
  min-inline-size: 0;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${font.size3xl};
  font-weight: ${font.weightBold};
  line-height: ${font.lineHeightTight};
`;

export const Panels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  padding-block-start: ${space[4]};
`;

export const ErrorLine = styled.p`
  margin: 0;
  color: ${color.dangerText};
  font-size: ${font.sizeSm};
`;

export const Preview = styled.img`
  inline-size: ${space[16]};
  block-size: ${space[16]};
  border-radius: ${radius.full};
  object-fit: cover;
`;

export const Qr = styled.img`
  inline-size: 12rem;
  max-inline-size: 100%;
  block-size: auto;
  padding: ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

export const Secret = styled.code`
  display: block;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  font-family: ${font.familyMono};
  overflow-wrap: anywhere;
`;
