import { useTranslation } from '@pitchside/shared-ui/translation';
import { Grid } from '@pitchside/shared-ui/grid';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { NS } from '../../../locales/namespace';
import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '../constants';

export interface EmployeeFilterValues {
  search: string;
  role: string;
  status: string;
  employment: string;
}

interface Props {
  values: EmployeeFilterValues;
  onChange: (values: EmployeeFilterValues) => void;
}

/** Search and the advanced filters of the employees list (role, status, employment type). */
export function EmployeeFilters({ values, onChange }: Props) {
  const { t } = useTranslation(NS);
  const set = (key: keyof EmployeeFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <Grid role="search" minItemWidth="12rem" gap={3}>
      <TextField
        type="search"
        label={t('employees.search.label')}
        placeholder={t('employees.search.placeholder')}
        startIcon={<SearchIcon size={18} />}
        value={values.search}
        onChange={set('search')}
      />
      <NativeSelect
        label={t('employees.filters.role')}
        placeholder={t('employees.filters.anyRole')}
        options={EMPLOYEE_ROLES.map((role) => ({ value: role, label: t(`employees.roles.${role}`) }))}
        value={values.role}
        onChange={set('role')}
      />
      <NativeSelect
        label={t('employees.filters.status')}
        placeholder={t('employees.filters.anyStatus')}
        options={EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`employees.statuses.${status}`) }))}
        value={values.status}
        onChange={set('status')}
      />
      <NativeSelect
        label={t('employees.filters.employment')}
        placeholder={t('employees.filters.anyEmployment')}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employees.employment.${type}`) }))}
        value={values.employment}
        onChange={set('employment')}
      />
    </Grid>
  );
}
