/** The contract's English message per input of a form; translate before showing. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The first message of each input named by a zod issue's path; an issue about anything else
 * (a rule across inputs, or no input at all) is shown under `fallback`.
 */
export function firstIssueByInput<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  inputs: readonly K[],
  fallback: K,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const issue of issues) {
    const name = inputs.find((input) => input === issue.path[0]) ?? fallback;
    errors[name] ??= issue.message;
  }
  return errors;
}
