import { useId, type ReactNode } from 'react';
import { Card, CardHeader } from '@pitchside/shared-ui/card';

export interface DetailsCardProps {
  title: string;
  description?: ReactNode;
  /** At the title's inline end (a status badge). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled card of the page, exposed as a region named by its heading. */
export function DetailsCard({ title, description, action, children }: DetailsCardProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader title={title} titleId={titleId} description={description} action={action} />
      {children}
    </Card>
  );
}
