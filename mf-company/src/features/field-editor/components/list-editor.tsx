import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Chip } from '@pitchside/shared-ui/chip';
import { PlusIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { Fieldset, Hint } from './wizard.styles';

interface ListEditorProps {
  legend: string;
  /** Label of the text input for a new item. */
  inputLabel: string;
  addLabel: string;
  emptyText: string;
  items: readonly string[];
  max: number;
  onChange: (items: string[]) => void;
}

/** A short list of texts (equipment, house rules): type one and add it, remove any. */
export function ListEditor({ legend, inputLabel, addLabel, emptyText, items, max, onChange }: ListEditorProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const value = text.trim();
  const duplicate = items.some((item) => item.toLocaleLowerCase() === value.toLocaleLowerCase());
  const full = items.length >= max;
  const add = () => {
    if (!value || duplicate || full) return;
    onChange([...items, value]);
    setText('');
  };
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Stack direction="row" gap={2} align="flex-end" wrap>
        <TextField
          label={inputLabel}
          value={text}
          maxLength={FIELD_LIMITS.itemMax}
          hint={full ? t('editor.list.full', { max }) : undefined}
          error={duplicate && value ? t('editor.list.duplicate') : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" startIcon={<PlusIcon size={18} />} disabled={!value || duplicate || full} onClick={add}>
          {addLabel}
        </Button>
      </Stack>
      {items.length === 0 ? (
        <Hint>{emptyText}</Hint>
      ) : (
        <Stack as="ul" direction="row" gap={2} wrap aria-label={legend}>
          {items.map((item) => (
            <li key={item}>
              <Chip label={item} tone="neutral" onRemove={() => onChange(items.filter((other) => other !== item))} />
            </li>
          ))}
        </Stack>
      )}
    </Fieldset>
  );
}
