import { Chip } from '@pitchside/shared-ui/chip';
import { Chips, Group, Legend } from './field-filters.styles';

interface Props {
  legend: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/** A multiple choice as toggle chips (each announced pressed or not) under a legend. */
export function ChipGroup({ legend, options, selected, onToggle }: Props) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      <Chips>
        {options.map(({ value, label }) => (
          <Chip key={value} label={label} selected={selected.includes(value)} onClick={() => onToggle(value)} />
        ))}
      </Chips>
    </Group>
  );
}
