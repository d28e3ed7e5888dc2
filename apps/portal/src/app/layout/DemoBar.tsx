import { DEMO_TEXT as T } from '@fbi/domain';
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
      <span>{T.note}</span>
      <Button size="sm" variant="secondary" onPress={() => setConfirming(true)}>
        {T.reset}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={T.confirmTitle}
        message={T.confirmMessage}
        confirmLabel={T.confirm}
        tone="danger"
        onConfirm={controls.resetDemoData}
      />
    </footer>
  );
}
