import { useTranslation } from '@pitchside/shared-ui/translation';
import type { CompanyAddress } from '@pitchside/shared-api/contracts/company-profile';
import { NS } from '../../../locales/namespace';
import { FormGrid } from '../../../components/layout.styles';
import { TextField } from '@pitchside/shared-ui/text-field';

export const EMPTY_ADDRESS: CompanyAddress = { street: '', city: '', state: '', postalCode: '', country: '' };
const PARTS = ['street', 'city', 'state', 'postalCode', 'country'] as const;

interface Props {
  value: CompanyAddress;
  onChange: (value: CompanyAddress) => void;
  /** Messages by part (`city`, …), already translated. */
  errors: Partial<Record<(typeof PARTS)[number], string>>;
  required?: boolean;
}

/** Company address (docs/product/validation.md): street, city, state/province, postal code and country. */
export function AddressFields({ value, onChange, errors, required = true }: Props) {
  const { t } = useTranslation(NS);
  return (
    <FormGrid>
      {PARTS.map((part) => (
        <TextField key={part} label={t(`profile.address.${part}`)} required={required} value={value[part]} error={errors[part]}
          autoComplete={part === 'street' ? 'address-line1' : part === 'city' ? 'address-level2' : part === 'state' ? 'address-level1' : part === 'postalCode' ? 'postal-code' : 'country-name'}
          onChange={(event) => onChange({ ...value, [part]: event.target.value })} />
      ))}
    </FormGrid>
  );
}
