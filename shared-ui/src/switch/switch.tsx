import { useId, type ReactNode, type Ref } from 'react';
import { Row, Description, Label, Text, Thumb, Track } from './switch.styles';

export interface SwitchProps {
  label: ReactNode;
  /** Secondary text under the label; describes the switch. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off setting that applies at once (Radix Switch: role `switch`, Space/Enter toggle). */
export function Switch({ label, description, id, className, ...rest }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `switch-${generated}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <Row className={className}>
      <Text>
        <Label htmlFor={switchId}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
      <Track id={switchId} aria-describedby={descriptionId} {...rest}>
        <Thumb />
      </Track>
    </Row>
  );
}
