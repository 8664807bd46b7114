import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Avatar } from '@pitchside/shared-ui/avatar';
import { Button } from '@pitchside/shared-ui/button';
import { UploadIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { normalizeProfileImageUrl } from '@pitchside/shared-api/client/profile-image';
import { useUploadProfilePictureMutation } from '@pitchside/shared-api/client/profile-api';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, type UserProfile } from '@pitchside/shared-api/contracts/profile';
import { Text } from '../../components/text.styles';
import { useErrorText } from '../../lib/use-error-text';
import { ErrorLine, Preview } from './profile.styles';

/** Profile photo (docs/product/validation.md): JPG, PNG or GIF, at most 5 MB (checked here; the server checks the content again). */
export function pictureProblem(file: File): 'validation.pictureType' | 'validation.pictureTooLarge' | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return 'validation.pictureType';
  return file.size > PROFILE_PICTURE_MAX_BYTES ? 'validation.pictureTooLarge' : null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Choose a picture, see it, upload it; problems are shown before anything is sent. */
export function PictureUpload({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('auth');
  const describe = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadProfilePictureMutation();
  const name = `${profile.firstName} ${profile.lastName}`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const key = pictureProblem(file);
    setProblem(key ? t(key) : null);
    setChosen(key ? null : { file, preview: await readAsDataUrl(file) });
  }

  async function send() {
    if (!chosen) return;
    const result = await upload(chosen.file);
    if ('error' in result) return setProblem(describe(result.error, 'errors.updateProfileFailed').message);
    setChosen(null);
    notify.success(t('picture.uploaded'));
  }

  return (
    <Stack direction="row" gap={4} align="center" wrap>
      {chosen ? <Preview src={chosen.preview} alt={t('picture.preview')} /> : <Avatar name={name} src={normalizeProfileImageUrl(profile.profileImage)} size="lg" />}
      <Stack gap={2}>
        <input ref={input} type="file" accept={PROFILE_PICTURE_TYPES.join(',')} aria-label={t('picture.choose')} hidden onChange={(e) => void choose(e)} />
        <Stack direction="row" gap={2} wrap>
          <Button variant="outline" size="sm" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
            {t('picture.choose')}
          </Button>
          {chosen && (
            <>
              <Button size="sm" loading={isLoading} onClick={() => void send()}>{t('picture.upload')}</Button>
              <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>{t('common.cancel')}</Button>
            </>
          )}
        </Stack>
        <Text $muted $small>{t('picture.hint')}</Text>
        {problem && <ErrorLine role="alert">{problem}</ErrorLine>}
      </Stack>
    </Stack>
  );
}
