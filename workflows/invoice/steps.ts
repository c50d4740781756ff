// The automatic steps of the invoice process, one per stage (docs/lifecycle.md): parse the PDF
// ('send to IE'), identify sender and receiver, check for a duplicate, build and check the UBL,
// deliver it to the access point, acknowledge a received invoice, read a Peppol invoice's XML
// root, forward the PDF by e-mail. A step calls its activity outside the lock, then applies the
// result under the lock, unless a person's action superseded it meanwhile (the generation moved).
import { log, patched } from '@temporalio/workflow';
import { failureText, failureType } from './failures';
import { InvoiceStatus } from '../../domain/statuses';
import { PEPPOL_FAILURE_TYPES } from '../contract';
import { db, partners } from './activities';
import { startSale } from './sale';
import { activatesBookkeeping, canForwardNow, extractionException, formOfExtraction, forwardedStatus } from './machine';
import { settle, type InvoiceProcess } from './process';
import { suggestForm, MANUAL_FORM_SUGGESTION } from './form-suggestion';
import { readPdf } from './read-pdf';

async function extract(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  const { jobId, outcome } = await readPdf(p);
  await settle(p, generation, async () => {
    if (outcome.status === 'extracted') {
      const { result } = outcome;
      const checks = result.checks.status;
      const to = checks === 'ok' ? InvoiceStatus.FinishParsing : checks;
      await p.change(
        {
          to,
          from: [InvoiceStatus.Processing],
          patch: {
            ie_raw_result: result as unknown as Record<string, unknown>,
            // An unreadable result is kept for the manual form only; a plausible one becomes the form.
            ...(to === InvoiceStatus.InvalidPdf ? {} : { raw_result: formOfExtraction(result) }),
            pdf_extraction_job_pk: jobId,
            exception: to === InvoiceStatus.FinishParsing ? null : extractionException(result.checks.findings),
          },
          event: 'parsed',
          reason: to === InvoiceStatus.FinishParsing ? null : extractionException(result.checks.findings),
          data: { route: result.route, pages: result.pages, job: jobId, findings: result.checks.findings.length },
          key: `parsed:${jobId}`,
        },
        `Parsed the PDF: ${to}`,
      );
      p.stage = to === InvoiceStatus.FinishParsing ? 'identify' : 'waiting';
      return;
    }
    const reason = outcome.status === 'failed' ? `The PDF could not be parsed: ${outcome.message}` : outcome.message;
    await p.change(
      {
        to: InvoiceStatus.InvalidPdf,
        from: [InvoiceStatus.Processing],
        patch: { pdf_extraction_job_pk: jobId, exception: reason },
        event: 'parsed',
        reason,
        data: {
          job: jobId,
          ...(outcome.status === InvoiceStatus.InvalidPdf ? { refusal: outcome.reason } : { failed: true }),
        },
        key: `parsed:${jobId}`,
      },
      'Parsed the PDF: Invalid PDF',
    );
    p.stage = 'waiting';
  });
}

async function identify(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  const identified = await db.identifyInvoiceParties({ invoiceId: p.invoiceId });
  await settle(p, generation, async () => {
    p.setState(identified.state);
    const s = p.s;
    const missing = !s.sender
      ? 'No sender company: choose the sender (supplier) of the invoice'
      : !s.receiver && !s.flags.eSynSend
        ? "No receiver company: choose the receiver, or send it with eSynSend to the customer's Peppol id"
        : null;
    if (missing) {
      await p.change(
        {
          to: InvoiceStatus.CheckInvoice,
          patch: { exception: missing },
          event: 'parties_missing',
          reason: missing,
          key: p.nextId('parties-missing'),
        },
        'Parties missing: Check Invoice',
      );
      p.stage = 'waiting';
      return;
    }
    p.stage = 'duplicateCheck';
  });
}

async function duplicateCheck(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  const found = await db.findDuplicateInvoice({ invoiceId: p.invoiceId });
  await settle(p, generation, async () => {
    if (!found.duplicateOf) {
      p.stage = 'build';
      return;
    }
    const reason = `Invoice ${found.invoiceNumber ?? ''} from this sender was registered before (${found.duplicateOf})`;
    await p.change(
      {
        to: InvoiceStatus.Duplicate,
        patch: { duplicate_of: found.duplicateOf, exception: reason },
        event: 'duplicate_found',
        reason,
        data: { duplicateOf: found.duplicateOf },
        key: p.nextId('duplicate'),
      },
      'Duplicate found',
    );
    p.stage = 'waiting';
  });
}

async function build(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  const sendNumber = p.s.sendCount + 1;
  const built = await db.buildPeppolDocument({ invoiceId: p.invoiceId });
  await settle(p, generation, async () => {
    if (!built.ok) {
      const reason = built.findings.map((f) => `${f.id}: ${f.message}`).join('; ') || built.message;
      const to = p.s.format === 'pdf' ? InvoiceStatus.CheckInvoice : InvoiceStatus.SendingError;
      await p.change(
        {
          to,
          patch: { exception: reason, ...(activatesBookkeeping(p.s, to) ? { bookkeeping_is_activated: true } : {}) },
          event: 'peppol_document_refused',
          reason,
          data: { rules: built.findings.map((f) => f.id) },
          key: `build-refused:${sendNumber}:${p.nextId('build')}`,
        },
        `The Peppol document has fatal findings: ${to}`,
      );
      p.stage = 'waiting';
      return;
    }
    await p.change(
      {
        to: InvoiceStatus.Sending,
        patch: { xml_file: built.xmlFile, exception: null, send_count: sendNumber },
        event: 'peppol_document_built',
        data: { xmlFile: built.xmlFile, sendNumber, warnings: built.warnings },
        key: `send:${sendNumber}`,
      },
      `Built the Peppol document (send ${sendNumber}): Sending`,
    );
    p.stage = 'deliver';
  });
}

async function deliver(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  const sendNumber = Math.max(1, p.s.sendCount);
  try {
    const delivered = await partners.deliverToAccessPoint({ invoiceId: p.invoiceId, sendNumber });
    await settle(p, generation, async () => {
      await p.change(
        {
          patch: { envelope_instance_id: delivered.instanceId },
          event: 'peppol_delivered',
          data: { ...delivered, sendNumber },
          key: `delivered:${delivered.instanceId}`,
        },
        `Delivered to the access point as ${delivered.fileName}`,
      );
      p.stage = 'waiting';
    });
  } catch (err) {
    const reason = failureText(err);
    await settle(p, generation, async () => {
      await p.change(
        {
          to: InvoiceStatus.SendingError,
          patch: {
            exception: reason,
            ...(activatesBookkeeping(p.s, InvoiceStatus.SendingError) ? { bookkeeping_is_activated: true } : {}),
          },
          event: 'peppol_delivery_failed',
          reason,
          data: { type: failureType(err) ?? null, sendNumber },
          key: `delivery-failed:${sendNumber}`,
        },
        'Delivery failed: Sending error',
      );
      p.stage = 'waiting';
    });
  }
}

async function acknowledge(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  let outcome: { data: Record<string, unknown>; reason: string | null };
  try {
    const sent = await partners.respondToIncomingInvoice({ invoiceId: p.invoiceId, code: 'AB' });
    outcome = { data: { ...sent }, reason: null };
  } catch (err) {
    // Refused (no endpoint id to answer to) or out of budget: recorded, not tried again by this run.
    outcome = {
      data: { code: 'AB', refused: failureType(err) === PEPPOL_FAILURE_TYPES.responseRefused },
      reason: failureText(err),
    };
  }
  await settle(p, generation, async () => {
    await p.change(
      {
        patch: { stamp: ['acknowledged_at'] },
        event: outcome.reason ? 'peppol_acknowledgement_failed' : 'peppol_invoice_response_sent',
        reason: outcome.reason,
        data: outcome.data,
        key: 'response:AB',
      },
      outcome.reason ? 'Acknowledgement (AB) failed' : 'Acknowledged (AB) to the supplier',
    );
    p.stage = 'waiting';
  });
}

async function readXmlRoot(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  const read = await db.readInvoiceFromXml({ invoiceId: p.invoiceId });
  await settle(p, generation, async () => {
    if (!read.ok) {
      await p.change(
        {
          to: InvoiceStatus.ImportError,
          patch: { exception: read.message },
          event: 'xml_unreadable',
          reason: read.message,
          key: p.nextId('xml-unreadable'),
        },
        'XML root unreadable: Import error',
      );
      p.stage = 'waiting';
      return;
    }
    await p.change(
      { patch: { raw_result: read.form }, event: 'read_from_xml', key: p.nextId('xml-read') },
      'Read the invoice from its XML root',
    );
    p.stage = 'identify';
  });
}

async function forward(p: InvoiceProcess, kind: 'PDF Forward' | 'Auto PDF Forward'): Promise<void> {
  const forwardNumber = p.s.forwardCount + 1;
  let failure: string | null = null;
  let mail: { messageId: string; to: string[] } | null = null;
  try {
    mail = await partners.forwardInvoicePdf({ invoiceId: p.invoiceId, forwardNumber, kind });
  } catch (err) {
    failure = failureText(err);
  }
  await p.lock.run(async () => {
    p.forward = null;
    if (!mail) {
      // Counted as a forward: the countdown does not try again by itself; a person can forward it once the address is fixed.
      await p.change(
        {
          patch: { exception: failure, forward_count: forwardNumber },
          event: 'pdf_forward_failed',
          reason: failure,
          data: { kind },
          key: `forward-failed:${forwardNumber}`,
        },
        'PDF forward failed',
      );
      return;
    }
    // A person's action may have moved the invoice on meanwhile: the mail went out, the status stays.
    const to = canForwardNow(p.s) ? forwardedStatus(p.s, kind) : undefined;
    await p.change(
      {
        ...(to ? { to } : {}),
        patch: {
          forward_count: forwardNumber,
          ...(to && activatesBookkeeping(p.s, to) ? { bookkeeping_is_activated: true } : {}),
        },
        event: 'pdf_forwarded',
        data: { kind, to: mail.to, messageId: mail.messageId },
        key: `forward:${forwardNumber}`,
      },
      `Forwarded the PDF by e-mail: ${to ?? p.s.status}`,
    );
    if (to) {
      // The PDF reached the receiver: the Peppol path stops here.
      p.generation += 1;
      p.stage = 'waiting';
    }
  });
}

/** Runs the next piece of work, if any; false when the process waits. */
export async function runStep(p: InvoiceProcess): Promise<boolean> {
  const kind = p.forward;
  try {
    if (kind) {
      if (canForwardNow(p.s)) await forward(p, kind);
      else p.forward = null;
      return true;
    }
    switch (p.stage) {
      case 'extract':
        await extract(p);
        return true;
      case 'suggest':
        // Runs begun before this step existed (no marker in their history) waited for the form at once.
        if (patched(MANUAL_FORM_SUGGESTION)) await suggestForm(p);
        else p.stage = 'waiting';
        return true;
      case 'identify':
        await identify(p);
        return true;
      case 'duplicateCheck':
        await duplicateCheck(p);
        return true;
      case 'build':
        await build(p);
        return true;
      case 'deliver':
        await deliver(p);
        return true;
      case 'acknowledge':
        await acknowledge(p);
        return true;
      case 'readXmlRoot':
        await readXmlRoot(p);
        return true;
      case 'waiting':
        return false;
    }
  } catch (err) {
    // A step whose activity gave up (the database away for good, a bug): the invoice waits for a
    // person; the failure stays visible in the workflow's history and, when it can be written, in
    // the invoice's exception.
    log.error('invoice step failed', { invoiceId: p.invoiceId, stage: p.stage, error: failureText(err) });
    const stage = p.stage;
    p.stage = 'waiting';
    try {
      await p.lock.run(() =>
        p.change(
          {
            patch: { exception: `Step '${stage}' failed: ${failureText(err)}` },
            event: 'step_failed',
            reason: failureText(err),
            data: { stage },
            key: p.nextId('step-failed'),
          },
          `Step ${stage} failed`,
        ),
      );
    } catch {
      // nothing more to do: the history shows it
    }
    return true;
  }
  return false;
}

export { startSale };
