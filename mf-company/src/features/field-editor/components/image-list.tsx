import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { ChevronDownIcon, ChevronUpIcon, StarIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { NS } from '../../../locales/namespace';
import type { ImageItem } from '../model/field-draft';
import { ImageList as List, ImageName, ImageRow, Thumb } from './images-step.styles';

type Action = 'up' | 'down' | 'primary' | 'remove';

interface ImageListProps {
  images: readonly ImageItem[];
  onChange: (images: ImageItem[]) => void;
  onRemove: (image: ImageItem) => void;
}

function moved(images: readonly ImageItem[], from: number, to: number): ImageItem[] {
  const next = [...images];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

/**
 * The photos in their order; the first is the primary one. Buttons move a photo up or down, make it
 * primary or remove it; focus follows the moved photo so the keyboard can keep moving it.
 */
export function ImageList({ images, onChange, onRemove }: ImageListProps) {
  const { t } = useTranslation(NS);
  const listRef = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ key: string; action: Action } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const row = listRef.current?.querySelector(`[data-image="${CSS.escape(focus.key)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`);
    (wanted ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    setFocus(null);
  }, [focus]);

  const act = (index: number, action: Action) => {
    const image = images[index];
    if (!image) return;
    if (action === 'remove') {
      onRemove(image);
      const neighbour = images[index + 1] ?? images[index - 1];
      if (neighbour) setFocus({ key: neighbour.key, action: 'remove' });
      return;
    }
    const to = action === 'up' ? index - 1 : action === 'down' ? index + 1 : 0;
    onChange(moved(images, index, to));
    setFocus({ key: image.key, action });
  };

  return (
    <List ref={listRef} aria-label={t('editor.images.list')}>
      {images.map((image, index) => (
        <ImageRow key={image.key} data-image={image.key}>
          <Thumb src={image.url || undefined} alt="" />
          <Stack gap={1}>
            <ImageName title={image.name}>{image.name}</ImageName>
            {index === 0 && <Badge tone="primary">{t('editor.images.primary')}</Badge>}
          </Stack>
          <Stack direction="row" gap={1}>
            <IconButton label={t('editor.images.moveUp', { name: image.name })} data-action="up" disabled={index === 0} onClick={() => act(index, 'up')}>
              <ChevronUpIcon />
            </IconButton>
            <IconButton label={t('editor.images.moveDown', { name: image.name })} data-action="down" disabled={index === images.length - 1} onClick={() => act(index, 'down')}>
              <ChevronDownIcon />
            </IconButton>
            <IconButton label={t('editor.images.makePrimary', { name: image.name })} data-action="primary" disabled={index === 0} onClick={() => act(index, 'primary')}>
              <StarIcon />
            </IconButton>
            <IconButton label={t('editor.images.remove', { name: image.name })} data-action="remove" onClick={() => act(index, 'remove')}>
              <TrashIcon />
            </IconButton>
          </Stack>
        </ImageRow>
      ))}
    </List>
  );
}
