import { Button, ConfirmDialog } from '@fbi/ui';
import { useState } from 'react';
import { getMockControls } from '../mockControls.ts';
import * as styles from './DemoBar.css.ts';

/**
 * The demo mode's footer line with the visible "reset demo data" action; absent on a real server.
 * Default export: the layout loads it lazily.
 */
export default function DemoBar() {
  const controls = getMockControls();
  const [confirming, setConfirming] = useState(false);
  if (!controls) return null;
  return (
    <footer className={styles.bar}>
      <span>Демо-режим: данные хранятся в этом браузере.</span>
      <Button size="sm" variant="secondary" onPress={() => setConfirming(true)}>
        Сбросить демо-данные
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Сбросить демо-данные?"
        message="Все созданные записи пропадут, данные будут сгенерированы заново, а вы выйдете из аккаунта."
        confirmLabel="Сбросить"
        tone="danger"
        onConfirm={controls.resetDemoData}
      />
    </footer>
  );
}
