import { useState } from 'react';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { CreateCompany } from './components/create-company';
import { PlanBilling } from './components/plan-billing';

/**
 * `/company/upgrade`, open to anyone signed in: a customer creates a company account here (docs/product/routes-and-screens.md "upgrade to
 * company account"); owners and super admins see the company's plan and billing; employees are refused.
 */
export function UpgradePage() {
  const role = useAppSelector(selectRole);
  // Once sent, the form stays until it has moved on: its success makes the user an owner before it navigates.
  const [creating, setCreating] = useState(false);
  if (role === 'CUSTOMER' || creating) return <CreateCompany onSending={setCreating} />;
  return <PlanBilling />;
}

export default UpgradePage;
