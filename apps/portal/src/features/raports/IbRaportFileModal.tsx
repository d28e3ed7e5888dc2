import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { RaportFileModal } from './RaportFileModal.tsx';

/** The sidebar's 'Подать рапорт IB' (01 §2 "IB agent report"): see RaportFileModal. */
export default function IbRaportFileModal(props: HostModalProps) {
  return <RaportFileModal kind="ib" {...props} />;
}
