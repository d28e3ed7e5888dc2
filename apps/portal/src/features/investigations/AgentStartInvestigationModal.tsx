import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { StartInvestigationModal } from './StartInvestigationModal.tsx';

/** The sidebar's 'Начать расследование' (01 §2): see StartInvestigationModal. */
export default function AgentStartInvestigationModal(props: HostModalProps) {
  return <StartInvestigationModal kind="agent" {...props} />;
}
