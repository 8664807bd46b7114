import { useCallback } from 'react';
import { useFieldMessage } from './use-field-messages';

/** Translates a form's per-input contract messages. */
export function useFormErrors(): <K extends string>(errors: Partial<Record<K, string>>) => Partial<Record<K, string>> {
  const text = useFieldMessage();
  return useCallback(
    <K extends string>(errors: Partial<Record<K, string>>) => {
      const translated: Partial<Record<K, string>> = {};
      for (const [name, message] of Object.entries(errors) as [K, string | undefined][]) {
        if (message) translated[name] = text(message);
      }
      return translated;
    },
    [text],
  );
}

/** Issues of a 400 answer that name one of `inputs`, keyed by input (first message wins). */
export function issuesByInput<K extends string>(issues: readonly { field?: string; message: string }[], inputs: readonly K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const input = inputs.find((name) => issue.field === name || issue.field?.endsWith(`.${name}`));
    if (input) found[input] ??= issue.message;
  }
  return found;
}
