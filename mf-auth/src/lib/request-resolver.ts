import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates the request a form would send with the contract's own
 * schema. `toRequest` adapts the form's values first (e.g. an empty optional field becomes null), so
 * forms keep plain strings while the rules stay in one place. Issues land on the field named by the
 * first segment of their path.
 */
export function requestResolver<TValues extends FieldValues, TRequest>(
  schema: z.ZodType<TRequest>,
  toRequest: (values: TValues) => unknown,
): Resolver<TValues, unknown, TRequest> {
  return async (values) => {
    const result = schema.safeParse(toRequest(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
