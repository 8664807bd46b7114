import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { EditIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';
import { useRuleDescription } from '../lib/use-rule-description';
import { Actions } from './form-layout.styles';
import { Row, RowDetail, RowText, RowTitle } from './list.styles';

export interface RuleRowProps {
  rule: PricingRule;
  onEdit: () => void;
  onDelete: () => void;
}

/** One pricing rule: name, priority, whether active, and what it does in words. */
export function RuleRow({ rule, onEdit, onDelete }: RuleRowProps) {
  const { t } = useTranslation(NS);
  const describe = useRuleDescription();
  return (
    <Row>
      <RowText>
        <RowTitle>
          {rule.name}
          <Badge tone="primary">{t('scheduling.rules.priorityBadge', { priority: rule.priority })}</Badge>
          {!rule.isActive && <Badge tone="warning">{t('scheduling.rules.inactive')}</Badge>}
        </RowTitle>
        <RowDetail>{describe(rule)}</RowDetail>
      </RowText>
      <Actions>
        <Button variant="outline" size="sm" startIcon={<EditIcon size={16} />} onClick={onEdit} aria-label={t('scheduling.rules.editRule', { name: rule.name })}>
          {t('scheduling.actions.edit')}
        </Button>
        <Button variant="ghost" size="sm" startIcon={<TrashIcon size={16} />} onClick={onDelete} aria-label={t('scheduling.rules.deleteRule', { name: rule.name })}>
          {t('scheduling.actions.delete')}
        </Button>
      </Actions>
    </Row>
  );
}
