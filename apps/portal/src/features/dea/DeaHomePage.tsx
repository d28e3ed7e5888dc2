import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import * as styles from './dea.css.ts';
import { deaHomeRegistry } from './registry.ts';

/**
 * /dea-home (03 §2), from its declaration; its nine columns in the fixed layout they are sized for.
 */
export function DeaHomePage() {
  return (
    <div className={styles.fixedTable}>
      <RegistryPage registry={deaHomeRegistry} />
    </div>
  );
}
