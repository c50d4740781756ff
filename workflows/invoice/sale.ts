// eSynPay: selling an invoice for early payment. 'Sell' (or an auto-sale sender's sent invoice)
// records the request and the eSynPay status on the invoice, then starts a child workflow per sale
// that waits for the financing provider's decision (docs/lifecycle.md 'eSynPay'). The provider
// integration that sends that decision is a later issue; until then an operator can send it from
// the Temporal UI or CLI (signal `financeProviderDecision` to `invoice-sale-<id>-<n>`). The
// decision moves the invoice's finance status.
import { condition, log, setHandler, startChild } from '@temporalio/workflow';
import { ESynPayStatus, FinanceStatus } from '../../domain/statuses';
import {
  INVOICE_SALE_WORKFLOW,
  invoiceSaleWorkflowId,
  saleSignals,
  type InvoiceSaleInput,
  type InvoiceSaleResult,
} from './contract';
import type { InvoiceProcess } from './process';

/** The sale child: waits for the financing provider's decision and returns it. */
export async function invoiceSaleWorkflow(input: InvoiceSaleInput): Promise<InvoiceSaleResult> {
  let decision: InvoiceSaleResult | undefined;
  setHandler(saleSignals.decision, (d) => {
    decision ??= { status: d.status };
  });
  await condition(() => decision !== undefined);
  if (!decision) throw new Error(`sale ${input.saleNumber} of invoice ${input.invoiceId} ended without a decision`);
  return decision;
}

/** Records a sale request and starts its child; the child's decision is applied when it comes. Call under the lock. */
export async function startSale(p: InvoiceProcess, requestedBy: string | null, key: string): Promise<void> {
  const s = p.s;
  const saleNumber = s.saleCount + 1;
  const saleType = s.sender?.esynpay.type ?? 'Spot';
  await p.change(
    {
      patch: {
        esynpay_status: ESynPayStatus.FinanceRequested,
        finance_status: FinanceStatus.FinanceRequested,
        finance: {
          created_at: new Date().toISOString(),
          service_type: saleType,
          newAmount: null,
          settlementNoteLocation: null,
        },
        sale_count: saleNumber,
      },
      event: 'sale_requested',
      data: { saleNumber, saleType },
      actorUserId: requestedBy,
      key,
    },
    `Sale ${saleNumber} requested: Finance Requested`,
  );
  const child = await startChild<typeof invoiceSaleWorkflow>(INVOICE_SALE_WORKFLOW, {
    workflowId: invoiceSaleWorkflowId(s.invoiceId, saleNumber),
    args: [{ invoiceId: s.invoiceId, saleNumber, requestedBy: requestedBy ?? 'system', saleType }],
  });
  p.sale = child
    .result()
    .then((decision) =>
      p.lock.run(async () => {
        await p.change(
          {
            patch: {
              finance_status: decision.status,
              ...(decision.status === FinanceStatus.NotFinanced ? { esynpay_status: ESynPayStatus.NotFinanced } : {}),
            },
            event: 'sale_decided',
            data: { saleNumber, status: decision.status },
            key: `sale-decided:${saleNumber}`,
          },
          `Sale ${saleNumber}: ${decision.status}`,
        );
        p.sale = null;
        p.wake();
      }),
    )
    .catch((err: unknown) => {
      // The child failed or was terminated: the sale stays requested; an operator sees it in its history.
      log.error('invoice sale ended without a decision', { invoiceId: s.invoiceId, saleNumber, error: String(err) });
      p.sale = null;
      p.wake();
    });
}
