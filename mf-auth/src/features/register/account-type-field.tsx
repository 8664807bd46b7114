import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';
import { ACCOUNT_TYPES } from '@pitchside/shared-api/contracts/auth-constants';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  margin-block-end: ${space[2]};
  padding: 0;
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

const Option = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  cursor: pointer;
  &:has(input:disabled) {
    border-style: dashed;
    cursor: not-allowed;
  }
  &:has(input:checked) {
    border-color: ${color.primary};
    background: ${color.primarySubtle};
    box-shadow: inset 0 0 0 1px ${color.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${font.weightSemibold};
`;

const Hint = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export interface AccountTypeFieldProps extends UseFormRegisterReturn<'accountType'> {
  /** The super admin has closed company registration: that option is disabled, and says why. */
  companyClosed?: boolean;
}

/** Customer or company account, as a pair of radio cards (arrow keys move between them). */
export function AccountTypeField({ companyClosed = false, ...registration }: AccountTypeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Group>
      <Legend>{t('register.accountType')}</Legend>
      {ACCOUNT_TYPES.map((type) => {
        const closed = companyClosed && type === 'company';
        return (
          <Option key={type}>
            <Name>
              <input type="radio" value={type} aria-describedby={`account-type-${type}-hint`} {...registration} disabled={closed} />
              {t(`register.${type}`)}
            </Name>
            <Hint id={`account-type-${type}-hint`}>{closed ? t('errors.registrationClosed') : t(`register.${type}Hint`)}</Hint>
          </Option>
        );
      })}
    </Group>
  );
}
