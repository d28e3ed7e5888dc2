import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@fbi/ui';
import { showAchievement, showError } from './errors.ts';

export interface ApiMutationOptions<TInput, TData> {
  /** Sends the call; throw (e.g. via `unwrap`) to report a failure. */
  mutationFn: (input: TInput) => Promise<TData>;
  /** Queries to refetch in place after success (the spec's page reload, 01 §1). */
  invalidates?: readonly QueryKey[];
  /** Runs after success, after the achievement toast. */
  onSuccess?: (data: TData, input: TInput) => void;
  /** Runs after a failure, after the error toast (e.g. to mark the field a 409 concerns). */
  onError?: (error: unknown, input: TInput) => void;
}

/**
 * A mutation with the portal's common handling: a failure shows the error toast and leaves the
 * form as it was; a success clears the red toasts, shows any achievement right away and refreshes the affected queries
 * instead of reloading the page (filters, scroll and typed text kept).
 */
export function useApiMutation<TInput, TData>(options: ApiMutationOptions<TInput, TData>) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TInput>({
    mutationFn: options.mutationFn,
    onError: (error, input) => {
      showError(error);
      options.onError?.(error, input);
    },
    onSuccess: async (data, input) => {
      // The form went through: its earlier red toasts no longer apply (issue 8).
      toast.dismissErrors();
      showAchievement(data);
      options.onSuccess?.(data, input);
      await Promise.all(
        (options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
