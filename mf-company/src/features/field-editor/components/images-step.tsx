import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ImageIcon, UploadIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { useMessageText } from '../../../lib/use-message-text';
import { nextKey, type ImageItem } from '../model/field-draft';
import { precheckImages, type RejectedFile } from '../model/image-check';
import { ImageList } from './image-list';
import { DropZone } from './images-step.styles';
import type { StepProps } from './step-props';
import { GroupError, Hint } from './wizard.styles';

const preview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/** Frees the preview of a photo that was never saved. */
export function releasePreview(image: ImageItem): void {
  if (image.kind === 'new' && image.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.url);
}

/**
 * Step 7, images: drop or choose photos (checked here first: type, size, count), see them, order them
 * (the first is the primary photo) and remove them. They are uploaded when the field is saved;
 * `serverRejected` lists the photos the server refused at the last save.
 */
export function ImagesStep({ draft, update, errorOf, serverRejected = [] }: StepProps & { serverRejected?: readonly RejectedFile[] }) {
  const { t } = useTranslation(NS);
  const text = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);

  const add = (files: readonly File[]) => {
    const checked = precheckImages(files, FIELD_LIMITS.imagesMax - draft.images.length);
    setRejected(checked.rejected);
    const added = checked.accepted.map((file): ImageItem => ({ kind: 'new', key: nextKey('image'), file, url: preview(file), name: file.name }));
    if (added.length) update({ images: [...draft.images, ...added] });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const refused = [...rejected, ...serverRejected];

  return (
    <Stack gap={4}>
      <DropZone
        $active={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <ImageIcon size={32} aria-hidden="true" />
        <p>{t('editor.images.drop')}</p>
        <Button variant="outline" startIcon={<UploadIcon size={18} />} disabled={draft.images.length >= FIELD_LIMITS.imagesMax} onClick={() => input.current?.click()}>
          {t('editor.images.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={FIELD_LIMITS.imageTypes.join(',')}
          aria-label={t('editor.images.choose')}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Hint>{t('editor.images.rules', { count: draft.images.length, max: FIELD_LIMITS.imagesMax })}</Hint>
      </DropZone>
      {refused.length > 0 && (
        <Alert tone="warning" title={t('editor.images.rejected')} onDismiss={rejected.length ? () => setRejected([]) : undefined}>
          <ul aria-label={t('editor.images.rejected')}>
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {t('editor.images.rejectedItem', { name: file.name, reason: text(file.reason) })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {errorOf('images') && <GroupError role="alert">{errorOf('images')}</GroupError>}
      {draft.images.length > 0 && (
        <ImageList
          images={draft.images}
          onChange={(images) => update({ images })}
          onRemove={(image) => {
            releasePreview(image);
            update({ images: draft.images.filter((other) => other.key !== image.key) });
          }}
        />
      )}
    </Stack>
  );
}
