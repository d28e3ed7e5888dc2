import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { ordersRegistry } from './registry.ts';

/** /orders (02 §2.5), from its declaration. */
export function OrdersPage() {
  return <RegistryPage registry={ordersRegistry} />;
}
