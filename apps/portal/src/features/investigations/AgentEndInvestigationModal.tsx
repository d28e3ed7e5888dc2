import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { EndInvestigationModal } from './EndInvestigationModal.tsx';

/** The sidebar's 'Завершить расследование' (01 §2): see EndInvestigationModal. */
export default function AgentEndInvestigationModal(props: HostModalProps) {
  return <EndInvestigationModal kind="agent" {...props} />;
}
