/**
 * The «Уведомления» setting of the profile menu (issue 26), per user in this browser: off by
 * default; when on, desktop notifications and, if chosen, a short sound.
 */
import { useSyncExternalStore } from 'react';

/** One user's notification setting. */
export interface NotifySettings {
  /** Desktop notifications while the tab is hidden. */
  on: boolean;
  /** A short sound with each. */
  sound: boolean;
}

const OFF: NotifySettings = { on: false, sound: false };

const keyOf = (nick: string) => `fbi:notify:${nick}`;

const listeners = new Set<() => void>();
/** The last value read per raw text, so a render reads the same object until it changes. */
let cached: { raw: string | null; value: NotifySettings } = { raw: null, value: OFF };

/** The setting kept for `nick` (off when none, unreadable, or storage is unavailable). */
export function loadNotifySettings(nick: string): NotifySettings {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(keyOf(nick));
  } catch {
    return OFF;
  }
  if (raw === cached.raw) return cached.value;
  let value = OFF;
  try {
    const parsed = raw === null ? null : (JSON.parse(raw) as Partial<NotifySettings> | null);
    if (parsed) value = { on: parsed.on === true, sound: parsed.sound === true };
  } catch {
    // An unreadable setting is off.
  }
  cached = { raw, value };
  return value;
}

/** Keeps `settings` for `nick`; a storage that refuses it leaves the setting as it was. */
export function saveNotifySettings(nick: string, settings: NotifySettings): void {
  try {
    localStorage.setItem(keyOf(nick), JSON.stringify(settings));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** `nick`'s setting, re-rendering when it is saved. */
export function useNotifySettings(nick: string): NotifySettings {
  const read = () => loadNotifySettings(nick);
  return useSyncExternalStore(subscribe, read, read);
}
