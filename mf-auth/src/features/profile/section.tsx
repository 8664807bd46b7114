import type { ReactNode } from 'react';
import { Card, CardHeader } from '@pitchside/shared-ui/card';

/** One titled block of a profile tab. */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card as="section" padding="lg">
      <CardHeader title={title} description={description} headingLevel={2} />
      {children}
    </Card>
  );
}
