import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { RaportFileModal } from './RaportFileModal.tsx';

/** The sidebar's 'Подать рапорт' (01 §2 "agent report on an investigation"): see RaportFileModal. */
export default function AgentRaportFileModal(props: HostModalProps) {
  return <RaportFileModal kind="agent" {...props} />;
}
