import { Chip } from '@pitchside/shared-ui/chip';
import { ChipGroup, FilterBlock } from './chip-choice.styles';

interface Props<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  /** The choice after a chip was pressed (its value added or taken out). */
  onChange: (selected: T[]) => void;
}

/** A multiple choice as toggle chips (each announced pressed or not) under a legend. */
export function ChipChoice<T extends string>({ legend, options, selected, onChange }: Props<T>) {
  const toggle = (value: T) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <FilterBlock>
      <legend>{legend}</legend>
      <ChipGroup>
        {options.map(({ value, label }) => (
          <Chip key={value} label={label} selected={selected.includes(value)} onClick={() => toggle(value)} />
        ))}
      </ChipGroup>
    </FilterBlock>
  );
}
