import { useEffect, useRef } from 'react';
import { Alert } from '@pitchside/shared-ui/alert';
import { styled } from '@pitchside/shared-ui/styled';
import { space } from '@pitchside/shared-ui/tokens';
import type { ErrorText } from '../lib/use-error-text';

const Issues = styled.ul`
  margin: ${space[2]} 0 0;
  padding-inline-start: ${space[5]};
`;

export interface FormAlertProps {
  error: ErrorText;
  title?: string;
}

/**
 * A failed submission: the message and, for a 400, the server's list of problems. It takes focus
 * when it appears (the fields are valid, so the problem is here) and is announced as an alert.
 */
export function FormAlert({ error, title }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [error]);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="error" title={title}>
        {error.message}
        {error.issues.length > 0 && (
          <Issues>
            {error.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </Issues>
        )}
      </Alert>
    </div>
  );
}
