import { DEMO_TEXT as T } from '@fbi/domain';
import { Button } from '@fbi/ui';
import { lazy, Suspense, useState } from 'react';
import { getMockControls } from '../mockControls.ts';
import * as styles from './DemoBar.css.ts';

const DemoResetDialog = lazy(() => import('./DemoResetDialog.tsx'));

/**
 * The demo mode's footer line with the visible "reset demo data" action; absent on a real server.
 * Its confirmation loads on the first press. Default export: the layout loads it lazily.
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
      {confirming && (
        <Suspense fallback={null}>
          <DemoResetDialog
            onClose={() => setConfirming(false)}
            onConfirm={controls.resetDemoData}
          />
        </Suspense>
      )}
    </footer>
  );
}
