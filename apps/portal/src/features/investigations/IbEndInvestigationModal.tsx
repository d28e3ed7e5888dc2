import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { EndInvestigationModal } from './EndInvestigationModal.tsx';

/** The sidebar's 'Завершить расследование IB' (01 §2): see EndInvestigationModal. */
export default function IbEndInvestigationModal(props: HostModalProps) {
  return <EndInvestigationModal kind="ib" {...props} />;
}
