import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { cssRulesFor } from '../testing/css';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('Skeleton', () => {
  it('announces one busy, labelled loading region and hides the blocks', () => {
    const { container } = renderWithProviders(
      <SkeletonGroup label="Loading bookings">
        <Skeleton shape="circle" />
        <Skeleton width="60%" />
        <Skeleton shape="rect" height="8rem" />
      </SkeletonGroup>,
    );
    const region = screen.getByRole('status', { name: 'Loading bookings' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    const blocks = container.ownerDocument.querySelectorAll('[aria-hidden="true"]');
    expect(blocks).toHaveLength(3);
    expect(cssRulesFor(blocks[1] as Element)).toContain('inline-size:60%;block-size:1em;');
    expect(cssRulesFor(blocks[0] as Element)).toContain('border-radius:var(--ps-radius-full)');
  });

  it('defaults the label to the translated loading text', () => {
    renderWithProviders(
      <SkeletonGroup>
        <Skeleton />
      </SkeletonGroup>,
      { language: 'ar' },
    );
    expect(screen.getByRole('status', { name: 'جارٍ التحميل…' })).toBeInTheDocument();
  });
});
