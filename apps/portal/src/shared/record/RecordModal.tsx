import { UI_TEXT } from '@fbi/domain';
import { Button, Modal, prefetchTooltip, Stack, type ModalSize } from '@fbi/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { DetailsList, type DetailsItem } from '../DetailsList.tsx';
import { RecordRoute } from './RecordRoute.tsx';
import { hasRoute, useRecordTrail } from './recordTrail.ts';

// The history (and every registry's field labels it names changes by) loads with the first record
// opened by its link, not with the list kit (README "Budgets").
const RecordHistory = lazy(async () => ({
  default: (await import('./history/RecordHistory.tsx')).RecordHistory,
}));

// A record's decisions are buttons disabled with a reason for whoever may not take them: their
// tooltip is fetched as this kit loads, so a record opened by its link, before the page settled
// (layout/settledPrefetch.ts), has it by its first render; one fetched later would swap in under
// a button already focused and remount it, dropping the focus.
void prefetchTooltip();

export interface RecordModalProps {
  title: string;
  /** Closes it: Esc, the top-right button, an outside click and the Close button. */
  onClose: () => void;
  /** Default `md`. */
  size?: ModalSize;
  /** The record's read-only facts, shown as a description list above `children`. */
  facts?: readonly DetailsItem[];
  /** The footer's buttons besides Close. */
  actions?: ReactNode;
  /** Where the footer's Close button stands: before `actions` (default), after them, or none. */
  closeButton?: 'start' | 'end' | 'none';
  /** No top-right close button: the footer's Close is the one way out besides Esc (a news item). */
  hideCloseButton?: boolean;
  /** A call of the modal's is in flight: it does not close until the call answers. */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * A record's view (01 §2, 02 §2, 03 §2 view and detail modals): the title, the record's facts
 * (`DetailsList`), what else the record shows, and a footer with Close and the record's actions.
 * Opened from a registry that declares the record's machine, it ends with the record's panels
 * (issue 26): its route, from the registry's trail (`recordTrail.ts`), and its history (an
 * optional operation of the contract; «История недоступна на этом сервере» where it is absent). While one of its calls is
 * in flight it stays open, so the call's answer has a place to land.
 */
export function RecordModal({
  title,
  onClose,
  size,
  facts,
  actions,
  closeButton = 'start',
  hideCloseButton,
  busy = false,
  children,
}: RecordModalProps) {
  const trail = useRecordTrail();
  const close = closeButton !== 'none' && (
    <Button variant="secondary" onPress={onClose} isDisabled={busy}>
      {UI_TEXT.close}
    </Button>
  );
  return (
    <Modal
      title={title}
      isOpen
      size={size}
      hideCloseButton={hideCloseButton}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && !busy && onClose()}
      footer={
        <>
          {closeButton === 'start' && close}
          {actions}
          {closeButton === 'end' && close}
        </>
      }
    >
      {(facts && children) || trail ? (
        <Stack gap="lg">
          {facts && <DetailsList items={facts} />}
          {children}
          {/* The record's panels, each its own section: its route, then its history. */}
          {trail && hasRoute(trail) && <RecordRoute trail={trail} />}
          {trail && (
            <Suspense fallback={null}>
              <RecordHistory path={trail.path} id={trail.id} />
            </Suspense>
          )}
        </Stack>
      ) : (
        ((facts && <DetailsList items={facts} />) ?? children)
      )}
    </Modal>
  );
}
