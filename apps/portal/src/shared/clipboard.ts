import { toast } from '@fbi/ui';

/**
 * Puts `text` in the clipboard and says so in a success toast (`copied`); where the browser
 * refuses the clipboard (no permission, an insecure page), an info toast (`failed`) shows the
 * text to copy by hand instead. A `secret` text (a password) is never put in a toast, which screen
 * readers read out: a refusal then says only `failed`, in an error toast, and the person copies
 * it from the field it is shown in.
 */
export async function copyWithToast(
  text: string,
  copied: string,
  failed: string,
  { secret = false }: { secret?: boolean } = {},
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    if (secret) toast.error(failed);
    else toast.info(failed, text);
  }
}
