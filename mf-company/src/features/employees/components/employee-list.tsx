import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { Badge } from '@pitchside/shared-ui/badge';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { DropdownMenu, DropdownMenuItem } from '@pitchside/shared-ui/dropdown-menu';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { MoreVerticalIcon } from '@pitchside/shared-ui/icons';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { Link } from '@pitchside/shared-ui/router';
import type { Employee } from '@pitchside/shared-api/contracts/employees';
import { NS } from '../../../locales/namespace';
import { fullName, useRoleName } from '../lib/employee-texts';
import { HeaderRow } from './employees.styles';
import { Meta, Name, Row, Rows } from '../../../components/layout.styles';

export type EmployeeAction = 'edit' | 'activate' | 'deactivate' | 'delete';

interface Props {
  employees: readonly Employee[];
  selection: {
    isSelected: (id: string) => boolean;
    toggle: (id: string) => void;
    allState: boolean | 'indeterminate';
    toggleAll: () => void;
  };
  onAction: (employee: Employee, action: EmployeeAction) => void;
  /** `?companyId=…` kept on the profile links of a super admin. */
  companyQuery: string;
}

/** One page of employees: a box to select each (and all), who they are, their role and state, and their actions. */
export function EmployeeList({ employees, selection, onAction, companyQuery }: Props) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const roleName = useRoleName();
  return (
    <div>
      <HeaderRow>
        <Checkbox label={t('employees.table.selectAll')} checked={selection.allState} onCheckedChange={() => selection.toggleAll()} />
      </HeaderRow>
      <Rows aria-label={t('employees.table.caption')}>
        {employees.map((employee) => {
          const name = fullName(employee);
          const selected = selection.isSelected(employee.id);
          return (
            <Row key={employee.id} data-selected={selected || undefined}>
              <Checkbox label={<VisuallyHidden>{t('employees.table.select', { name })}</VisuallyHidden>}
                checked={selected} onCheckedChange={() => selection.toggle(employee.id)} />
              <Name>
                <Link to={`/company/employees/${employee.id}${companyQuery}`}>{name}</Link>
                <span>{employee.email}</span>
              </Name>
              <Meta data-wide>
                <span>{employee.position}</span>
                <Badge tone="info">{roleName(employee)}</Badge>
                {employee.department && <span>· {employee.department}</span>}
                <span>
                  {employee.pendingFirstSignIn
                    ? t('employees.table.pending')
                    : employee.lastActiveAt ? `${t('employees.table.lastActive')}: ${format.dateTime(employee.lastActiveAt)}` : t('employees.table.never')}
                </span>
              </Meta>
              <Badge tone={employee.status === 'active' ? 'success' : 'neutral'} data-wide>{t(`employees.statuses.${employee.status}`)}</Badge>
              <DropdownMenu trigger={<IconButton label={t('employees.table.actions', { name })}><MoreVerticalIcon /></IconButton>}>
                <DropdownMenuItem onSelect={() => onAction(employee, 'edit')}>{t('employees.actions.edit')}</DropdownMenuItem>
                {employee.status === 'active'
                  ? <DropdownMenuItem onSelect={() => onAction(employee, 'deactivate')}>{t('employees.actions.deactivate')}</DropdownMenuItem>
                  : <DropdownMenuItem onSelect={() => onAction(employee, 'activate')}>{t('employees.actions.activate')}</DropdownMenuItem>}
                <DropdownMenuItem tone="danger" onSelect={() => onAction(employee, 'delete')}>{t('employees.actions.delete')}</DropdownMenuItem>
              </DropdownMenu>
            </Row>
          );
        })}
      </Rows>
    </div>
  );
}
