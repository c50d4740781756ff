// One invoice action as a react-query mutation over the data provider's typed method: while it
// runs the buttons wait; afterwards the fresh invoice goes into the detail page's query, every
// invoice list, bookkeeping list and the dashboard counts are refetched, and the spec's toast shows
// (the action's success message, or the api's error in the user's language).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { InvoiceAction } from '../../../../domain/actions';
import { actionSuccessKey } from '../../../../domain/action-messages';
import type { InvoiceActionBody } from '../../../../domain/validation/invoice-actions';
import type { ConsoleDataProvider } from '../../dataProvider';
import { newIdempotencyKey, type InvoiceActionAnswer } from '../../dataProvider/invoices';
import { invoiceDetailKey, isInvoiceQuery } from './invoiceQueries';

export interface InvoiceActionVariables<A extends InvoiceAction = InvoiceAction> {
  action: A;
  body: InvoiceActionBody<A>;
}

export function useInvoiceAction(invoiceId: string, opts: { onDone?: (answer: InvoiceActionAnswer) => void } = {}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    // One key per click: a retried request is the same action for the api.
    mutationFn: ({ action, body }: InvoiceActionVariables) =>
      dataProvider.invoiceAction(invoiceId, action, body as never, newIdempotencyKey()),
    onSuccess: async (answer, { action, body }) => {
      notify(actionSuccessKey(action, body as { withChange?: boolean }), { type: 'success' });
      // The detail page shows the answer at once; the refetch below confirms it.
      queryClient.setQueriesData({ queryKey: invoiceDetailKey(invoiceId) }, (old: unknown) =>
        old ? { ...(old as object), ...answer.invoice } : old,
      );
      opts.onDone?.(answer);
      await queryClient.invalidateQueries({ predicate: isInvoiceQuery });
    },
    onError: (error: unknown) => {
      notify(error instanceof Error && error.message ? error.message : 'error.generic', { type: 'error' });
    },
  });
  return {
    run: <A extends InvoiceAction>(action: A, body: InvoiceActionBody<A>) =>
      mutation.mutateAsync({ action, body } as InvoiceActionVariables).then(
        () => true,
        () => false,
      ),
    busy: mutation.isPending,
  };
}
