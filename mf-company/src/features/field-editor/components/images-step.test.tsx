import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import type { FieldDraft } from '../model/field-draft';
import { validDraft } from '../testing/drafts';
import { ImagesStep } from './images-step';

function Harness() {
  const [draft, setDraft] = useState<FieldDraft>(validDraft({ images: [] }));
  return <ImagesStep draft={draft} update={(patch) => setDraft((current) => ({ ...current, ...patch }))} errorOf={() => undefined} />;
}

const photo = (name: string, type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });
const names = () => within(screen.getByRole('list', { name: 'Photos in order' })).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('Images step', () => {
  it('checks chosen files first and lists the refused ones with their reason', async () => {
    renderPage(<Harness />);
    // The picker's own type filter is off here, as when a file is dropped: the step checks types itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose photos', { selector: 'input' }), [
      photo('court.jpg'),
      photo('plan.pdf', 'application/pdf'),
      photo('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
      photo('net.webp', 'image/webp'),
    ]);
    expect(names()).toEqual(['court.jpg', 'net.webp']);
    const refused = within(screen.getByRole('list', { name: 'These files were not added' })).getAllByRole('listitem');
    expect(refused.map((item) => item.textContent)).toEqual([
      'plan.pdf: Invalid image format (JPEG, PNG or WebP only)',
      'huge.png: Image is too large (max 5 MB)',
    ]);
    expect(screen.getByText('Primary photo')).toBeInTheDocument();
  });

  it('keeps at most 10 photos', async () => {
    renderPage(<Harness />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose photos', { selector: 'input' }), Array.from({ length: 11 }, (_, index) => photo(`p${index}.jpg`)));
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('list', { name: 'These files were not added' })).toHaveTextContent('p10.jpg: A field can have at most 10 images');
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  });

  it('reorders with the keyboard, makes a photo primary and removes one', async () => {
    const { user } = renderPage(<Harness />);
    await user.upload(screen.getByLabelText('Choose photos', { selector: 'input' }), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    screen.getByRole('button', { name: 'Move a.jpg down' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    // Focus stays on the moved photo's button, so it can keep moving.
    expect(screen.getByRole('button', { name: 'Move a.jpg down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
    expect(screen.getByRole('button', { name: 'Move a.jpg up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Make c.jpg the primary photo' }));
    expect(names()).toEqual(['c.jpg', 'b.jpg', 'a.jpg']);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Primary photo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(names()).toEqual(['c.jpg', 'a.jpg']);
  });
});
