import { render, screen } from '@testing-library/react';
import { cssRulesFor } from '../testing/css';
import { ArrowBackIcon, BellIcon, ChevronEndIcon, ChevronStartIcon, Icon, ICON_PATHS, TwitterIcon, XIcon, type IconName } from './icons';

const NAMES = Object.keys(ICON_PATHS) as IconName[];

describe('icons', () => {
  it('are decorative by default, sized and drawn in currentColor', () => {
    const { container } = render(<BellIcon size={24} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('become a named image when given a title', () => {
    render(<Icon name="wifiOff" title="Offline" />);
    expect(screen.getByRole('img', { name: 'Offline' })).not.toHaveAttribute('aria-hidden');
  });

  it.each(NAMES)('%s has path data', (name) => {
    const { container } = render(<Icon name={name} />);
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]/);
  });

  it('mirror the direction-bearing icons in RTL only', () => {
    const { container } = render(
      <>
        <ChevronStartIcon />
        <ChevronEndIcon />
        <ArrowBackIcon />
        <BellIcon />
      </>,
    );
    const [start, end, back, bell] = Array.from(container.querySelectorAll('svg'));
    for (const mirrored of [start, end, back]) {
      expect(cssRulesFor(mirrored as Element)).toMatch(/\[dir='rtl'\]\.[\w-]+\{transform:scaleX\(-1\);\}/);
    }
    expect(cssRulesFor(bell as Element)).not.toContain('scaleX');
  });

  it('offer the X logo under its former name too', () => {
    expect(TwitterIcon).toBe(XIcon);
  });
});
