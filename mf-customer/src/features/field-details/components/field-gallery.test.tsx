import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { fieldFixture } from '../testing/field-fixture';
import { FieldGallery } from './field-gallery';

const { name, images } = fieldFixture();
const mainPhoto = () => screen.getByRole('img', { name: /^Riverside Pitch, photo/ });
const thumb = (index: number) => screen.getByRole('button', { name: `Show photo ${index} of 3` });

describe('FieldGallery', () => {
  it('shows the primary photo large, with a thumbnail per photo', () => {
    renderPage(<FieldGallery name={name} images={images} />);
    expect(screen.getByRole('region', { name: 'Photos of Riverside Pitch' })).toBeInTheDocument();
    expect(mainPhoto()).toHaveAccessibleName('Riverside Pitch, photo 1 of 3');
    expect(mainPhoto()).toHaveAttribute('src', images[0]?.url);
    expect(screen.getAllByRole('button', { name: /^Show photo/ })).toHaveLength(3);
    expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    // One tab stop for the whole strip; the thumbnails' own images load lazily.
    expect([1, 2, 3].map((i) => thumb(i).tabIndex)).toEqual([0, -1, -1]);
    expect(thumb(2).querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('moves between photos with the arrow keys, Home and End', async () => {
    const { user } = renderPage(<FieldGallery name={name} images={images} />);
    await user.click(thumb(1));
    await user.keyboard('{ArrowRight}');
    expect(thumb(2)).toHaveFocus();
    expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    expect(mainPhoto()).toHaveAccessibleName('Riverside Pitch, photo 2 of 3');
    expect(mainPhoto()).toHaveAttribute('src', images[1]?.url);
    await user.keyboard('{End}');
    expect(thumb(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(thumb(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(thumb(3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(thumb(1)).toHaveFocus();
    expect(mainPhoto()).toHaveAccessibleName('Riverside Pitch, photo 1 of 3');
  });

  it('follows the reading direction in Arabic', async () => {
    const { user } = renderPage(<FieldGallery name={name} images={images} />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'اعرض الصورة 1 من 3' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'اعرض الصورة 2 من 3' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Riverside Pitch، الصورة 2 من 3' })).toBeInTheDocument();
  });

  it('shows the photo when a thumbnail is clicked', async () => {
    const { user } = renderPage(<FieldGallery name={name} images={images} />);
    await user.click(thumb(3));
    expect(mainPhoto()).toHaveAttribute('src', images[2]?.url);
  });

  it('has a placeholder without photos and no strip for a single one', () => {
    const { unmount } = renderPage(<FieldGallery name={name} images={[]} />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderPage(<FieldGallery name={name} images={images.slice(0, 1)} />);
    expect(mainPhoto()).toHaveAccessibleName('Riverside Pitch, photo 1 of 1');
    expect(screen.queryByRole('list', { name: 'Choose a photo' })).not.toBeInTheDocument();
  });
});
