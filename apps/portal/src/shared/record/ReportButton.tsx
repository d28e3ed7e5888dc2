import { canOpenReport, type ReportKind } from '@fbi/domain';
import { Button } from '@fbi/ui';
import { useSession } from '../useSession.ts';

export interface ReportButtonProps {
  /** Which report: only the roles its door lets in see the button (01 §6). */
  kind: ReportKind;
  /** The button's text, e.g. 'Посмотреть отчёт'. */
  label: string;
  /** Opens the HTML report in a new tab. */
  open: () => Promise<unknown>;
}

/** A record's 'Посмотреть отчёт' button (01 §2): shown to the roles that may read the report. */
export function ReportButton({ kind, label, open }: ReportButtonProps) {
  const { roles } = useSession();
  if (!canOpenReport(kind, roles)) return null;
  return (
    <Button variant="secondary" onPress={() => void open()}>
      {label}
    </Button>
  );
}
