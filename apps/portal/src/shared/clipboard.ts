import { toast } from '@fbi/ui';

/**
 * Puts `text` in the clipboard and says so in a success toast (`copied`); where the browser
 * refuses the clipboard (no permission, an insecure page), an info toast (`failed`) shows the
 * text to copy by hand instead.
 */
export async function copyWithToast(text: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.info(failed, text);
  }
}
