import { styled, css } from '@pitchside/shared-ui/styled';
import { NavLink } from '@pitchside/shared-ui/router';
import { color, font, motion, radius, space } from '@pitchside/shared-ui/tokens';

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-block-size: 100%;
  padding: ${space[3]};
`;

export const List = styled.ul<{ $bottom?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $bottom }) =>
    $bottom &&
    css`
      margin-block-start: auto;
      padding-block-start: ${space[3]};
      border-block-start: 1px solid ${color.border};
    `}
`;

export const SubList = styled(List)`
  margin-block-start: ${space[1]};
  padding-inline-start: ${space[4]};
`;

const item = css`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding-block: ${space[2]};
  padding-inline: ${space[3]};
  border: 0;
  border-inline-start: 3px solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.text};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${motion.durationFast} ${motion.easing};

  &:hover {
    background: ${color.surfaceHover};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  svg {
    flex-shrink: 0;
  }
`;

export const ItemLink = styled(NavLink)`
  ${item}

  &[aria-current='page'] {
    border-inline-start-color: ${color.primary};
    background: ${color.primarySubtle};
    color: ${color.primaryText};
    font-weight: ${font.weightSemibold};
  }
`;

export const GroupButton = styled.button`
  ${item}
`;

export const GroupLabel = styled.span`
  flex: 1;
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${color.textMuted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${motion.durationFast} ${motion.easing};
`;
