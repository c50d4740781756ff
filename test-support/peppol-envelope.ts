// Test helper: a Peppol invoice in its SBDH envelope as the platform sends it.
import { buildEnvelope, buildUbl, DOCUMENT_KINDS, participantOf, type PeppolDocumentInput } from '../domain/peppol';

const idOf = (party: PeppolDocumentInput['supplier']) => {
  const id = participantOf(party);
  if (!id) throw new Error('party without endpoint');
  return id;
};

/** The UBL of the input wrapped in an SBDH (seller → buyer) with the given instance id. */
export function envelopedInvoice(
  input: PeppolDocumentInput,
  instanceId: string,
  ubl: string = buildUbl(input),
): string {
  const kind = input.invoice.document_type === '381' ? DOCUMENT_KINDS.creditNote : DOCUMENT_KINDS.invoice;
  return buildEnvelope(
    {
      sender: idOf(input.supplier),
      receiver: idOf(input.customer),
      documentTypeId: kind.documentTypeId,
      processId: kind.processId,
      instanceId,
      createdAt: '2026-11-21T08:00:00Z',
      countryC1: 'SE',
      standard: kind.rootNs,
      type: kind.rootName,
    },
    ubl,
  );
}
