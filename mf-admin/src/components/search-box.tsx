import { useState } from 'react';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { TextField } from '@pitchside/shared-ui/text-field';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  hint?: string;
  /** The search the list uses now (from the address). */
  value: string;
  /** The new search, on Enter or when the box is left. */
  onSearch: (search: string) => void;
}

/**
 * A list's search box: what is typed stays in the box and is searched on Enter (or on leaving the box);
 * a search changed elsewhere (cleared filters, Back) shows in the box again.
 */
export function SearchBox({ label, placeholder, hint, value, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const submit = (text: string) => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      hint={hint}
      startIcon={<SearchIcon size={18} />}
      value={draft}
      maxLength={100}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit(event.currentTarget.value);
        }
      }}
      onBlur={(event) => submit(event.currentTarget.value)}
    />
  );
}
