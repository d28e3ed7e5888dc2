import { NOTIFY_TEXT as T } from '@fbi/domain';
import { Button, Modal, Stack, Switch } from '@fbi/ui';
import { useId, useState } from 'react';
import * as waiting from '../waiting.css.ts';
import { askNotifyPermission, notifyPermission, type NotifyPermission } from './desktop.ts';
import { saveNotifySettings, useNotifySettings } from './settings.ts';

/**
 * The «Уведомления» dialog of the profile menu (issue 26) for `nick`: desktop notifications on
 * or off (off by default) and the short sound. Switching them on is the only place the browser's
 * permission is asked; refused, they stay off and the dialog says how to allow them; a browser
 * without notifications says so. `onClose` when it is dismissed.
 */
export function NotifyDialog({ nick, onClose }: { nick: string; onClose: () => void }) {
  const settings = useNotifySettings(nick);
  const [permission, setPermission] = useState<NotifyPermission>(notifyPermission);
  const [asking, setAsking] = useState(false);
  const hintId = useId();
  const turn = async (on: boolean) => {
    if (!on) {
      saveNotifySettings(nick, { ...settings, on: false });
      return;
    }
    setAsking(true);
    const answer = await askNotifyPermission();
    setAsking(false);
    setPermission(answer);
    if (answer === 'granted') saveNotifySettings(nick, { ...settings, on: true });
  };
  return (
    <Modal
      title={T.title}
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={({ close }) => (
        <Button variant="secondary" onPress={close}>
          {T.close}
        </Button>
      )}
    >
      <Stack gap="sm">
        <Switch
          isSelected={settings.on && permission === 'granted'}
          isDisabled={asking || permission === 'unsupported'}
          onChange={(on) => void turn(on)}
          aria-describedby={hintId}
        >
          {T.enabled}
        </Switch>
        <p id={hintId} className={waiting.meta}>
          {T.enabledHint}
        </p>
        <Switch
          isSelected={settings.sound}
          isDisabled={!settings.on || permission !== 'granted'}
          onChange={(sound) => saveNotifySettings(nick, { ...settings, sound })}
        >
          {T.sound}
        </Switch>
        {permission === 'denied' && <p role="alert">{T.denied}</p>}
        {permission === 'unsupported' && <p>{T.unsupported}</p>}
      </Stack>
    </Modal>
  );
}
