import { useTranslation } from '@pitchside/shared-ui/translation';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';
import { PASSWORD_MIN } from '@pitchside/shared-api/contracts/auth-constants';

export type Strength = 'weak' | 'fair' | 'strong';

/** The contract's strong-password rules, counted (for the meter only; the schema decides validity). */
export function passwordStrength(password: string): Strength {
  const passed = [password.length >= PASSWORD_MIN, /[a-z]/.test(password), /[A-Z]/.test(password), /[0-9]/.test(password)].filter(Boolean).length;
  if (passed === 4) return 'strong';
  return passed === 3 ? 'fair' : 'weak';
}

const LEVEL: Record<Strength, { value: number; color: string }> = {
  weak: { value: 1, color: color.danger },
  fair: { value: 2, color: color.warning },
  strong: { value: 3, color: color.success },
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${font.sizeSm};
  color: ${color.textMuted};
`;

const Bar = styled.span<{ $on: boolean; $color: string }>`
  flex: 1;
  block-size: ${space[1]};
  border-radius: ${radius.full};
  background: ${({ $on, $color }) => ($on ? $color : color.border)};
`;

/** Three-step strength meter under a new password, with its level in words. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVEL[strength];
  return (
    <Row>
      {[1, 2, 3].map((step) => (
        <Bar key={step} aria-hidden="true" $on={step <= level.value} $color={level.color} />
      ))}
      <span aria-live="polite">{t('password.strength', { level: t(`password.${strength}`) })}</span>
    </Row>
  );
}
