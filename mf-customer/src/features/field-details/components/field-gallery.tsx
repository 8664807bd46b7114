import { useRef, useState, type KeyboardEvent } from 'react';
import type { FieldImage } from '@pitchside/shared-api/contracts/field';
import { ImageIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { MainFrame, Placeholder, Root, Thumb, ThumbList } from './field-gallery.styles';

export interface FieldGalleryProps {
  name: string;
  /** The first image is the primary one. */
  images: readonly FieldImage[];
}

/**
 * The field's photos: the chosen one large, thumbnails below. The thumbnails are one tab stop; arrow
 * keys (following the reading direction), Home and End move between them.
 */
export function FieldGallery({ name, images }: FieldGalleryProps) {
  const { t, i18n } = useTranslation(FIELD_DETAILS_NS);
  const [chosen, setChosen] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  const selected = Math.min(chosen, Math.max(total - 1, 0));
  const current = images[selected];

  if (!current) {
    return (
      <Placeholder>
        <ImageIcon size={40} />
        <span>{t('fieldDetails.gallery.empty')}</span>
      </Placeholder>
    );
  }

  const choose = (index: number) => {
    const next = (index + total) % total;
    setChosen(next);
    thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = i18n.dir() === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? selected - 1 : selected + 1,
      ArrowLeft: rtl ? selected + 1 : selected - 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  const photo = (index: number) => ({ name, index: index + 1, total });
  return (
    <Root role="region" aria-label={t('fieldDetails.gallery.label', { name })}>
      <MainFrame>
        {/* The main photo is the page's largest paint, so it loads at once; thumbnails wait until seen. */}
        <img src={current.url} alt={t('fieldDetails.gallery.image', photo(selected))} decoding="async" />
      </MainFrame>
      {total > 1 && (
        <ThumbList aria-label={t('fieldDetails.gallery.thumbnails')} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image.id}>
              <Thumb
                ref={(node) => {
                  thumbs.current[index] = node;
                }}
                type="button"
                aria-label={t('fieldDetails.gallery.show', photo(index))}
                aria-current={index === selected}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => choose(index)}
              >
                <img src={image.url} alt="" loading="lazy" decoding="async" width={96} height={72} />
              </Thumb>
            </li>
          ))}
        </ThumbList>
      )}
    </Root>
  );
}
