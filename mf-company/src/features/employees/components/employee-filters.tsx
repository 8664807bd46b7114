import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Grid } from '@pitchside/shared-ui/grid';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import {
  EMPLOYEE_SORTS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, type EmployeeRoleInfo, type EmployeeSort, type EmployeeStatus,
  type EmploymentType,
} from '@pitchside/shared-api/contracts/employees';
import { ChipChoice } from '../../../components/chip-choice';
import { NS } from '../../../locales/namespace';
import { useRoleName } from '../lib/employee-texts';
import { AdvancedFilters, PhoneOnly } from './employee-filters.styles';

/** The list's filters as the address keeps them (array values repeated: `?role=a&role=b`). */
export interface EmployeeFilterValues {
  search: string;
  role: string[];
  status: EmployeeStatus[];
  employmentType: EmploymentType[];
  department: string;
  hiredFrom: string;
  hiredTo: string;
  sort: EmployeeSort;
}

export const NO_FILTERS: EmployeeFilterValues = {
  search: '', role: [], status: [], employmentType: [], department: '', hiredFrom: '', hiredTo: '', sort: 'name_asc',
};

/** How many of the filters behind "More filters" are set (each role, status and type counts). */
export const advancedFilterCount = (v: EmployeeFilterValues) =>
  v.role.length + v.status.length + v.employmentType.length + [v.department, v.hiredFrom, v.hiredTo].filter(Boolean).length;

export const hasFilters = (v: EmployeeFilterValues) => Boolean(v.search) || advancedFilterCount(v) > 0;

interface Props {
  values: EmployeeFilterValues;
  onChange: (values: Partial<EmployeeFilterValues>) => void;
  roles: readonly EmployeeRoleInfo[];
  departments: readonly string[];
}

/**
 * Search and sort, then the advanced filters of the employees list: department, hire dates, roles,
 * statuses and types (several each). On phones the advanced ones fold behind "More filters", which
 * says how many are set and starts open when any is.
 */
export function EmployeeFilters({ values, onChange, roles, departments }: Props) {
  const { t } = useTranslation(NS);
  const roleName = useRoleName();
  const advancedId = useId();
  const activeCount = advancedFilterCount(values);
  const [open, setOpen] = useState(activeCount > 0);
  return (
    <Stack gap={4} role="search" aria-label={t('employees.filters.title')}>
      <Grid minItemWidth="12rem" gap={3}>
        <TextField
          type="search"
          label={t('employees.search.label')}
          placeholder={t('employees.search.placeholder')}
          startIcon={<SearchIcon size={18} />}
          key={values.search}
          defaultValue={values.search}
          onKeyDown={(event) => { if (event.key === 'Enter') onChange({ search: event.currentTarget.value.trim() }); }}
          onBlur={(event) => { if (event.currentTarget.value.trim() !== values.search) onChange({ search: event.currentTarget.value.trim() }); }}
        />
        <NativeSelect
          label={t('employees.filters.sort')}
          options={EMPLOYEE_SORTS.map((sort) => ({ value: sort, label: t(`employees.sorts.${sort}`) }))}
          value={values.sort}
          onChange={(event) => onChange({ sort: event.target.value as EmployeeSort })}
        />
        <PhoneOnly>
          <Button variant="outline" aria-expanded={open} aria-controls={advancedId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
            {activeCount > 0 ? t('employees.filters.moreActive', { count: activeCount }) : t('employees.filters.more')}
          </Button>
        </PhoneOnly>
      </Grid>
      <AdvancedFilters id={advancedId} $open={open}>
        <Grid minItemWidth="12rem" gap={3}>
          <NativeSelect
            label={t('employees.filters.department')}
            placeholder={t('employees.filters.anyDepartment')}
            options={departments.map((d) => ({ value: d, label: d }))}
            value={values.department}
            onChange={(event) => onChange({ department: event.target.value })}
          />
          <TextField type="date" label={t('employees.filters.hiredFrom')} min="1900-01-01" max="2099-12-31" value={values.hiredFrom}
            onChange={(event) => onChange({ hiredFrom: event.target.value })} />
          <TextField type="date" label={t('employees.filters.hiredTo')} min="1900-01-01" max="2099-12-31" value={values.hiredTo}
            onChange={(event) => onChange({ hiredTo: event.target.value })} />
        </Grid>
        <Grid minItemWidth="16rem" gap={3}>
          <ChipChoice legend={t('employees.filters.role')} options={roles.map((role) => ({ value: role.id, label: roleName(role) }))}
            selected={values.role} onChange={(role) => onChange({ role })} />
          <ChipChoice legend={t('employees.filters.status')}
            options={EMPLOYEE_STATUSES.map((status) => ({ value: status, label: t(`employees.statuses.${status}`) }))}
            selected={values.status} onChange={(status) => onChange({ status })} />
          <ChipChoice legend={t('employees.filters.employment')}
            options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employees.employment.${type}`) }))}
            selected={values.employmentType} onChange={(employmentType) => onChange({ employmentType })} />
        </Grid>
      </AdvancedFilters>
      {hasFilters(values) && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...NO_FILTERS, sort: values.sort })}>{t('employees.filters.clear')}</Button>
        </div>
      )}
    </Stack>
  );
}
