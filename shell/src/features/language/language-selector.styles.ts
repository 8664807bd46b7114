import { styled } from '@pitchside/shared-ui/styled';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { media, space } from '@pitchside/shared-ui/tokens';

export const Root = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space[1]};
`;

export const Select = styled(NativeSelect)`
  select {
    min-inline-size: 7rem;
  }
  ${media.phone} {
    select {
      min-inline-size: 0;
      max-inline-size: 6.5rem;
      padding-inline-end: ${space[8]};
      text-overflow: ellipsis;
    }
  }
`;

/** The failure message floats under the bar's end so the bar keeps its height. */
export const AlertSlot = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${space[2]});
  inset-inline-end: 0;
  inline-size: min(22rem, calc(100vw - 2rem));
`;
