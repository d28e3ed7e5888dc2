import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { StartInvestigationModal } from './StartInvestigationModal.tsx';

/** The sidebar's 'Начать расследование IB' (01 §2, no joint flag): see StartInvestigationModal. */
export default function IbStartInvestigationModal(props: HostModalProps) {
  return <StartInvestigationModal kind="ib" {...props} />;
}
