/**
 * A small wrapper around the browser's Notification API and a short sound (issue 26): the
 * permission is read here and asked only by {@link askNotifyPermission}, which the «Уведомления»
 * switch alone calls.
 */

/** The browser's permission, or `unsupported` where it has no Notification API. */
export type NotifyPermission = NotificationPermission | 'unsupported';

/** The permission as it stands, asking nothing. */
export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser for the permission when it has not been answered yet; returns the answer. */
export async function askNotifyPermission(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** One tag for all: a newer notification replaces the one still shown (grouped). */
const TAG = 'fbi-portal-waiting';

/**
 * Raises a desktop notification of `title` and `body`; a click focuses this tab and runs
 * `onClick`. Nothing when the permission is not granted.
 */
export function raiseNotification(title: string, body: string, onClick: () => void): void {
  if (notifyPermission() !== 'granted') return;
  const notification = new Notification(title, { body, tag: TAG });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}

/** The sound's pitch (Hz) and length (s): a short, soft beep. */
const CHIME_HZ = 880;
const CHIME_S = 0.2;

/** Plays a short beep (Web Audio, no file to load); silent where audio is unavailable. */
export function playChime(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = CHIME_HZ;
    volume.gain.setValueAtTime(0.2, audio.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + CHIME_S);
    tone.connect(volume).connect(audio.destination);
    tone.onended = () => void audio.close();
    tone.start();
    tone.stop(audio.currentTime + CHIME_S);
  } catch {
    // No audio here: the notification alone.
  }
}
