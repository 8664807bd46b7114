import { notify } from '@pitchside/shared-ui/toaster';
import { UpdateButton } from './update-toast.styles';

export const UPDATE_TOAST_ID = 'app-update';
/** docs/product/messages.md: the update offer shows for 5 s. */
export const UPDATE_TOAST_MS = 5_000;

/** 'New version available! Click to update.' for 5 s; the whole toast is the button that updates. */
export function showUpdateToast(label: string, update: () => void): void {
  notify.info(
    <UpdateButton
      type="button"
      onClick={() => {
        notify.dismiss(UPDATE_TOAST_ID);
        update();
      }}
    >
      {label}
    </UpdateButton>,
    { id: UPDATE_TOAST_ID, duration: UPDATE_TOAST_MS },
  );
}
