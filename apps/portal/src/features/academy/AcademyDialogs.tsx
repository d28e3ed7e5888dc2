import type { AcademyRank } from '@fbi/domain';
import { ExamEditModal } from './ExamEditModal.tsx';
import { PromotionDateModal } from './PromotionDateModal.tsx';
import { TestTakingModal } from './TestTakingModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of /academy is open. */
export type AcademyDialog =
  | { step: 'exams'; nick: string; rank: AcademyRank }
  | { step: 'date'; nick: string; rank: AcademyRank }
  | { step: 'take'; conditionName: string };

/**
 * The dialogs of /academy (03 §2), one at a time: an agent's exam edit modal, from it the
 * next-promotion-date modal (Cancel returns to the exams), and the test-taking modal.
 */
export function AcademyDialogs({ dialog, onChange, onClose }: RowDialogsProps<AcademyDialog>) {
  switch (dialog.step) {
    case 'exams':
      return (
        <ExamEditModal
          nick={dialog.nick}
          rank={dialog.rank}
          onClose={onClose}
          onChangeDate={() => onChange({ ...dialog, step: 'date' })}
        />
      );
    case 'date':
      return (
        <PromotionDateModal
          nick={dialog.nick}
          onCancel={() => onChange({ ...dialog, step: 'exams' })}
          onDone={onClose}
        />
      );
    case 'take':
      return <TestTakingModal conditionName={dialog.conditionName} onClose={onClose} />;
  }
}
