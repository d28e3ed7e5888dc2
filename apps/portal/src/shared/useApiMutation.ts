import { can, recordHref, REGISTRY_TEXT, type PermissionId } from '@fbi/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@fbi/ui';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { showAchievement, showError } from './errors.ts';
import { getSession } from './sessionStorage.ts';

export interface ApiMutationOptions<TInput, TData> {
  /** Sends the call; throw (e.g. via `unwrap`) to report a failure. */
  mutationFn: (input: TInput) => Promise<TData>;
  /** Names the call for `useIsMutating({ mutationKey })` elsewhere (e.g. a photo's upload). */
  mutationKey?: QueryKey;
  /** Queries to refetch in place after success (the spec's page reload, 01 §1). */
  invalidates?: readonly QueryKey[];
  /** Runs after success, after the achievement toast. */
  onSuccess?: (data: TData, input: TInput) => void;
  /** Runs after a failure, after the error toast (e.g. to mark the field a 409 concerns). */
  onError?: (error: unknown, input: TInput) => void;
  /**
   * What the success toast says (issue 24: every action answers): a text from the domain naming
   * what happened and to which record, and the record's link (`recordHref`) for its «Открыть».
   * Undefined: no toast (the screen shows the result itself).
   */
  done?: (data: TData, input: TInput) => MutationDone | undefined;
}

/** A success toast's text and the link its «Открыть» goes to. */
export interface MutationDone {
  text: string;
  href?: string;
}

/**
 * The success toast of a change to one record (issue 24): `text` (a domain `….done` text) with
 * «Открыть» to the record's link, `route?open=<id>` (`recordHref`).
 */
export const recordDone = (route: string, id: number, text: string): MutationDone => ({
  text,
  href: recordHref(route, id),
});

/**
 * The success toast of a filed record (issue 24: filing offers to go to the new record): «Открыть»
 * goes to the new record's link, `route?open=<id>`, when the answer names its id (the contract's
 * `Created`; the spec shows no answer, so a server may name none) and the filer may open a new row
 * of that list (`opens`, the permission its rows ask; none: every reader of the list); else to the
 * list, whose first row the new record is. The caller's roles are read at the answer.
 */
export function createdDone(
  route: string,
  answer: unknown,
  text: string,
  opens?: PermissionId,
): MutationDone {
  const id = createdId(answer);
  const mayOpen = opens === undefined || can(opens, getSession().roles);
  return { text, href: id !== null && mayOpen ? recordHref(route, id) : route };
}

/**
 * The id an add call's answer names (the contract's `Created`, ours: the spec shows no answer), or
 * null when it names none.
 */
export function createdId(answer: unknown): number | null {
  return typeof answer === 'object' &&
    answer !== null &&
    'id' in answer &&
    typeof answer.id === 'number'
    ? answer.id
    : null;
}

/** Navigates within the portal, or does nothing outside a router (a lone component's test). */
function useNavigateIfRouted(): ((href: string) => void) | null {
  const routed = useInRouterContext();
  // The hook is called in both branches' order: useInRouterContext never changes for a mount.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const navigate = routed ? useNavigate() : null;
  return navigate && ((href: string) => void navigate(href));
}

/**
 * A mutation with the portal's common handling: a failure shows the error toast and leaves the
 * form as it was; a success clears the red toasts, shows any achievement right away, says what
 * was done (`done`, with «Открыть» the record) and refreshes the affected queries instead of
 * reloading the page (filters, scroll and typed text kept).
 */
export function useApiMutation<TInput, TData>(options: ApiMutationOptions<TInput, TData>) {
  const queryClient = useQueryClient();
  const navigate = useNavigateIfRouted();
  return useMutation<TData, unknown, TInput>({
    mutationFn: options.mutationFn,
    mutationKey: options.mutationKey,
    onError: (error, input) => {
      showError(error);
      options.onError?.(error, input);
    },
    onSuccess: async (data, input) => {
      // The form went through: its earlier red toasts no longer apply (issue 8).
      toast.dismissErrors();
      showAchievement(data);
      const done = options.done?.(data, input);
      if (done) {
        const { href } = done;
        toast.success(done.text, undefined, {
          action:
            href && navigate
              ? { label: REGISTRY_TEXT.openRecord, onAction: () => navigate(href) }
              : undefined,
        });
      }
      options.onSuccess?.(data, input);
      await Promise.all(
        (options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
