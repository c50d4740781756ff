// Tests: Actions and when they show (spec 4), each condition both ways; eSynPay switch; countdown; read-only rule.
import {
  FORM_EDIT_STATUSES,
  INVOICE_RESPONSE_STATUSES,
  RESEND_PDF_STATUSES,
  RESEND_PEPPOL_STATUSES,
  canCancel,
  canRespondToInvoice,
  invoiceResponseRefusal,
  canDownloadXml,
  canForward,
  canGetFromIe,
  canParseManually,
  canResendPdf,
  canResendPeppol,
  canResumeDuplicate,
  canSell,
  canSendToIe,
  canSolveBookkeeping,
  canUploadToFtp,
  eSynPaySwitch,
  eSynPaySwitchVisible,
  formEditRefusal,
  forwardCountdown,
  forwardDeadline,
  isActionAllowed,
  jobLinks,
  resendWithChange,
  visibleActions,
  type ActionContext,
  type ActionInvoice,
} from './actions';
import { ALL_INVOICE_STATUSES } from './statuses/invoice-status';
import type { Role } from './roles';

const ctx = (
  role: Role,
  format: 'pdf' | 'peppol',
  invoice: ActionInvoice,
  company?: ActionContext['company'],
): ActionContext => ({ role, format, invoice, company });
const S = { _id: 's1' };
const R = { _id: 'r1' };

describe('Resend (PDF)', () => {
  it.each(ALL_INVOICE_STATUSES)('status %s', (status) => {
    const expected = (RESEND_PDF_STATUSES as readonly string[]).includes(status);
    expect(canResendPdf(ctx('admin', 'pdf', { status }))).toBe(expected);
    expect(canResendPdf(ctx('receiver', 'pdf', { status }))).toBe(expected);
    expect(canResendPdf(ctx('sender', 'pdf', { status }))).toBe(false);
    expect(canResendPdf(ctx('admin', 'peppol', { status }))).toBe(false);
  });
  it('covers the spec list, case-insensitive', () => {
    expect([...RESEND_PDF_STATUSES].sort()).toEqual(
      [
        'Sending error',
        'Invoice Sent',
        'Approved',
        'Denied',
        'Imported',
        'Delivered',
        'PDF Forward',
        'Invalid PDF Forward',
        'Auto PDF Forward',
        'PDF Opened',
      ].sort(),
    );
    expect(canResendPdf(ctx('admin', 'pdf', { status: 'Invoice sent' }))).toBe(true);
    expect(canResendPdf(ctx('user', 'pdf', { status: 'Invoice sent' }))).toBe(false);
  });
});

describe('Resend (Peppol)', () => {
  it.each(ALL_INVOICE_STATUSES)('status %s', (status) => {
    const expected = (RESEND_PEPPOL_STATUSES as readonly string[]).includes(status);
    expect(canResendPeppol(ctx('admin', 'peppol', { status }))).toBe(expected);
    expect(canResendPeppol(ctx('receiver', 'peppol', { status }))).toBe(expected);
    expect(canResendPeppol(ctx('esynpay_user', 'peppol', { status }))).toBe(false);
    expect(canResendPeppol(ctx('admin', 'pdf', { status }))).toBe(false);
  });
});

describe('simple actions', () => {
  it('Download XML when an XML file exists', () => {
    expect(canDownloadXml(ctx('user', 'peppol', { xml_file: 'a.xml' }))).toBe(true);
    expect(canDownloadXml(ctx('admin', 'peppol', { xml_file: null }))).toBe(false);
  });
  it('Solve bookkeeping: admin/receiver, activated and not solved', () => {
    const inv = { bookkeeping_is_activated: true, bookkeeping_is_solved: false };
    expect(canSolveBookkeeping(ctx('admin', 'pdf', inv))).toBe(true);
    expect(canSolveBookkeeping(ctx('receiver', 'peppol', inv))).toBe(true);
    expect(canSolveBookkeeping(ctx('sender', 'pdf', inv))).toBe(false);
    expect(canSolveBookkeeping(ctx('admin', 'pdf', { ...inv, bookkeeping_is_solved: true }))).toBe(false);
    expect(canSolveBookkeeping(ctx('admin', 'pdf', { ...inv, bookkeeping_is_activated: false }))).toBe(false);
  });
  it('Resume duplicate: admin/receiver, Duplicate', () => {
    expect(canResumeDuplicate(ctx('admin', 'pdf', { status: 'Duplicate' }))).toBe(true);
    expect(canResumeDuplicate(ctx('receiver', 'peppol', { status: 'Duplicate' }))).toBe(true);
    expect(canResumeDuplicate(ctx('sender', 'pdf', { status: 'Duplicate' }))).toBe(false);
    expect(canResumeDuplicate(ctx('admin', 'pdf', { status: 'Processing' }))).toBe(false);
  });
  it('Sell: admin and ready for sale', () => {
    expect(canSell(ctx('admin', 'pdf', { eSynPay_status: 'ready for sale' }))).toBe(true);
    expect(canSell(ctx('admin', 'peppol', { eSynPay_status: 'Ready for sale' }))).toBe(true);
    expect(canSell(ctx('admin', 'pdf', { eSynPay_status: 'Sellable' }))).toBe(false);
    expect(canSell(ctx('receiver', 'pdf', { eSynPay_status: 'Ready for sale' }))).toBe(false);
  });
  it('Cancel: sender, PDF, Processing', () => {
    expect(canCancel(ctx('sender', 'pdf', { status: 'Processing' }))).toBe(true);
    expect(canCancel(ctx('admin', 'pdf', { status: 'Processing' }))).toBe(false);
    expect(canCancel(ctx('sender', 'peppol', { status: 'Processing' }))).toBe(false);
    expect(canCancel(ctx('sender', 'pdf', { status: 'Invalid PDF' }))).toBe(false);
  });
});

describe('Forward and auto forward', () => {
  const base = { status: 'Processing', receiver_company: R };
  it('admin, PDF, Processing, receiver', () => {
    expect(canForward(ctx('admin', 'pdf', base))).toBe(true);
    expect(canForward(ctx('receiver', 'pdf', base))).toBe(false);
    expect(canForward(ctx('admin', 'peppol', base))).toBe(false);
    expect(canForward(ctx('admin', 'pdf', { ...base, status: 'Invalid PDF' }))).toBe(false);
    expect(canForward(ctx('admin', 'pdf', { ...base, receiver_company: null }))).toBe(false);
    expect(canForward(ctx('admin', 'pdf', { ...base, receiver_company: { _id: '' } }))).toBe(false);
    expect(visibleActions(ctx('admin', 'pdf', base))).toEqual(expect.arrayContaining(['forward', 'autoForward']));
  });
});

describe('Send to IE (PDF)', () => {
  const ok = { status: 'Processing', sender_company: S, receiver_company: R };
  it('shows in the base case and with eSynSend instead of a receiver', () => {
    expect(canSendToIe(ctx('admin', 'pdf', ok))).toBe(true);
    expect(canSendToIe(ctx('admin', 'pdf', { ...ok, receiver_company: null, is_eSynSend: true }))).toBe(true);
  });
  it.each([
    ['not admin', ctx('receiver', 'pdf', ok)],
    ['peppol', ctx('admin', 'peppol', ok)],
    ['not processing', ctx('admin', 'pdf', { ...ok, status: 'Sending' })],
    ['manual parsing', ctx('admin', 'pdf', { ...ok, is_manual_parsing: true })],
    ['extraction job', ctx('admin', 'pdf', { ...ok, pdf_extraction_job_pk: 'j' })],
    ['ML job', ctx('admin', 'pdf', { ...ok, ml_job_pk: 'm' })],
    ['no sender', ctx('admin', 'pdf', { ...ok, sender_company: null })],
    ['no receiver nor eSynSend', ctx('admin', 'pdf', { ...ok, receiver_company: null })],
  ])('hidden when %s', (_n, c) => expect(canSendToIe(c)).toBe(false));
});

describe('Upload to FTP (Peppol)', () => {
  it('admin, no XML root, Processing', () => {
    expect(canUploadToFtp(ctx('admin', 'peppol', { status: 'Processing' }))).toBe(true);
    expect(canUploadToFtp(ctx('admin', 'peppol', { status: 'Processing', xml_file_root: 'root.xml' }))).toBe(false);
    expect(canUploadToFtp(ctx('admin', 'peppol', { status: 'Sent' }))).toBe(false);
    expect(canUploadToFtp(ctx('receiver', 'peppol', { status: 'Processing' }))).toBe(false);
    expect(canUploadToFtp(ctx('admin', 'pdf', { status: 'Processing' }))).toBe(false);
  });
});

describe('Get from IE (Peppol)', () => {
  const ok = { status: 'Processing', sender_company: S, receiver_company: R, xml_file_root: 'root.xml' };
  it('shows in the base case and with eSynAccess instead of a receiver', () => {
    expect(canGetFromIe(ctx('admin', 'peppol', ok))).toBe(true);
    expect(canGetFromIe(ctx('admin', 'peppol', { ...ok, receiver_company: null, is_eSynAccess: true }))).toBe(true);
  });
  it.each([
    ['not admin', ctx('receiver', 'peppol', ok)],
    ['pdf', ctx('admin', 'pdf', ok)],
    ['no sender', ctx('admin', 'peppol', { ...ok, sender_company: undefined })],
    ['no receiver nor eSynAccess', ctx('admin', 'peppol', { ...ok, receiver_company: null })],
    ['a job exists', ctx('admin', 'peppol', { ...ok, job_pk: 'j' })],
    ['no XML root', ctx('admin', 'peppol', { ...ok, xml_file_root: null })],
    ['not processing', ctx('admin', 'peppol', { ...ok, status: 'Sent' })],
  ])('hidden when %s', (_n, c) => expect(canGetFromIe(c)).toBe(false));
});

describe('Parse manually', () => {
  it.each(['Processing', 'Invalid PDF'])('admin may parse %s', (status) => {
    expect(canParseManually(ctx('admin', 'pdf', { status }))).toBe(true);
  });
  it('receiver needs manual parsing allowed', () => {
    expect(canParseManually(ctx('receiver', 'pdf', { status: 'Processing' }, { manual_parsing_allowed: true }))).toBe(
      true,
    );
    expect(canParseManually(ctx('receiver', 'pdf', { status: 'Processing' }, { manual_parsing_allowed: false }))).toBe(
      false,
    );
    expect(canParseManually(ctx('sender', 'pdf', { status: 'Processing' }, { manual_parsing_allowed: true }))).toBe(
      false,
    );
  });
  it('not for Peppol, already manual or other statuses', () => {
    expect(canParseManually(ctx('admin', 'peppol', { status: 'Processing' }))).toBe(false);
    expect(canParseManually(ctx('admin', 'pdf', { status: 'Processing', is_manual_parsing: true }))).toBe(false);
    expect(canParseManually(ctx('admin', 'pdf', { status: 'Sending' }))).toBe(false);
  });
});

describe('Job page links', () => {
  it('admin only, one per job id', () => {
    const inv = { job_pk: 'J1', ml_job_pk: 'M1', pdf_extraction_job_pk: '' };
    expect(jobLinks(ctx('admin', 'pdf', inv))).toEqual([
      { field: 'job_pk', id: 'J1' },
      { field: 'ml_job_pk', id: 'M1' },
    ]);
    expect(jobLinks(ctx('receiver', 'pdf', inv))).toEqual([]);
    expect(jobLinks(ctx('admin', 'pdf', {}))).toEqual([]);
    expect(visibleActions(ctx('admin', 'pdf', inv))).toContain('jobLinks');
    expect(visibleActions(ctx('admin', 'pdf', {}))).not.toContain('jobLinks');
  });
});

describe('visibleActions', () => {
  it('lists the actions in order for a processing PDF for an admin', () => {
    const inv = { status: 'Processing', sender_company: S, receiver_company: R, eSynPay_status: 'Ready for sale' };
    expect(visibleActions(ctx('admin', 'pdf', inv))).toEqual([
      'forward',
      'autoForward',
      'sendToIe',
      'sell',
      'parseManually',
    ]);
    expect(visibleActions(ctx('sender', 'pdf', inv))).toEqual(['cancel']);
    expect(visibleActions(ctx('user', 'pdf', inv))).toEqual([]);
    expect(isActionAllowed('cancel', ctx('sender', 'pdf', inv))).toBe(true);
    expect(isActionAllowed('cancel', ctx('receiver', 'pdf', inv))).toBe(false);
  });
  it('resend dialog: dismiss means without change', () => {
    expect(resendWithChange('withChanges')).toBe(true);
    expect(resendWithChange('withoutChanges')).toBe(false);
    expect(resendWithChange('dismissed')).toBe(false);
  });
});

describe('eSynPay switch', () => {
  const sender = (type: string, status = 'ACTIVE', is_enabled = true) => ({ eSynPay: { is_enabled, status, type } });
  it('allowed with an active sender and a supporting receiver; value follows auto sale', () => {
    expect(eSynPaySwitch({ sender: sender('Auto sale'), receiver: { is_eSynPay: true } })).toEqual({
      allowed: true,
      value: true,
      locked: false,
    });
    expect(eSynPaySwitch({ sender: sender('Spot'), receiver: { is_eSynPay: true } })).toEqual({
      allowed: true,
      value: false,
      locked: false,
    });
    expect(eSynPaySwitch({ sender: sender('Auto sale'), receiver: null, isESynSend: true })).toEqual({
      allowed: true,
      value: true,
      locked: false,
    });
  });
  it.each([
    ['sender not enabled', { sender: sender('Auto sale', 'ACTIVE', false), receiver: { is_eSynPay: true } }],
    ['sender not active', { sender: sender('Auto sale', 'PENDING'), receiver: { is_eSynPay: true } }],
    ['receiver does not take eSynPay', { sender: sender('Auto sale'), receiver: { is_eSynPay: false } }],
    ['no receiver and no eSynSend', { sender: sender('Auto sale') }],
  ])('off and locked when %s', (_n, input) => {
    expect(eSynPaySwitch(input)).toEqual({ allowed: false, value: false, locked: true });
  });
  it('visibility per role', () => {
    expect(eSynPaySwitchVisible('admin')).toBe(true);
    expect(eSynPaySwitchVisible('receiver')).toBe(true);
    expect(eSynPaySwitchVisible('sender', { eSynPay: { is_enabled: true } })).toBe(true);
    expect(eSynPaySwitchVisible('sender', { eSynPay: { is_enabled: false } })).toBe(false);
    expect(eSynPaySwitchVisible('user', { eSynPay: { is_enabled: true } })).toBe(false);
  });
});

describe('forward countdown', () => {
  const created = '2026-11-20T08:00:00Z';
  it('hh:mm from created_at + 24 h by default', () => {
    expect(forwardCountdown({ status: 'Processing', created_at: created }, new Date('2026-11-20T08:00:00Z'))).toBe(
      '24:00',
    );
    expect(forwardCountdown({ status: 'Processing', created_at: created }, new Date('2026-11-21T05:30:30Z'))).toBe(
      '02:29',
    );
    expect(forwardCountdown({ status: 'Invalid PDF', created_at: created }, new Date('2026-11-21T07:59:00Z'))).toBe(
      '00:01',
    );
  });
  it('uses the receiver timeout', () => {
    const input = { status: 'Processing', created_at: created, receiver_company: { pdf_forward_timeout: 48 } };
    expect(forwardCountdown(input, new Date('2026-11-20T09:00:00Z'))).toBe('47:00');
    expect(forwardDeadline(created, 2).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(forwardDeadline(created, null).toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });
  it("shows '0' when expired", () => {
    expect(forwardCountdown({ status: 'Processing', created_at: created }, new Date('2026-11-21T08:00:00Z'))).toBe('0');
    expect(forwardCountdown({ status: 'Processing', created_at: created }, new Date('2026-12-01T00:00:00Z'))).toBe('0');
  });
  it('none for other statuses or with forward blocks', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    expect(forwardCountdown({ status: 'Sent', created_at: created }, now)).toBeNull();
    expect(
      forwardCountdown(
        { status: 'Processing', created_at: created, receiver_company: { receive_pdf_forward_blocked: true } },
        now,
      ),
    ).toBeNull();
    expect(
      forwardCountdown(
        { status: 'Processing', created_at: created, receiver_company: { send_pdf_forward_blocked: true } },
        now,
      ),
    ).toBeNull();
    expect(
      forwardCountdown(
        { status: 'Processing', created_at: created, sender_company: { send_pdf_forward_blocked: true } },
        now,
      ),
    ).toBeNull();
  });
});

describe('the detail form is editable exactly when formEditRefusal allows a save', () => {
  const editable = (c: ActionContext) => formEditRefusal(c) === null;
  it.each([
    ['Processing', false, false],
    ['Invalid PDF', false, true],
    ['Processing', true, true],
    ['Check Invoice', false, true],
    ['Sent', false, false],
    ['Finish parsing', true, false],
  ] as const)('admin, status %s, manual parsing %p → editable %p', (status, is_manual_parsing, open) => {
    expect(editable(ctx('admin', 'pdf', { status, is_manual_parsing }))).toBe(open);
  });
  it('opens FORM_EDIT_STATUSES only, Processing only with manual parsing and never to senders', () => {
    for (const status of ALL_INVOICE_STATUSES) {
      for (const role of ['admin', 'sender', 'receiver'] as const) {
        for (const is_manual_parsing of [false, true]) {
          const c = ctx(role, 'pdf', { status, is_manual_parsing }, { manual_parsing_allowed: true });
          expect(editable(c)).toBe(
            (FORM_EDIT_STATUSES as readonly string[]).includes(status) &&
              (status !== 'Processing' || (is_manual_parsing && role !== 'sender')),
          );
        }
      }
    }
  });
  it('stays closed to a receiver without manual parsing and for Peppol invoices', () => {
    expect(editable(ctx('receiver', 'pdf', { status: 'Invalid PDF' }))).toBe(false);
    expect(editable(ctx('admin', 'peppol', { status: 'Invalid PDF' }))).toBe(false);
  });
});

describe('saving the invoice form (formEditRefusal)', () => {
  it('answers in the refusal words the api and the workflow use: role, notEditable, or null', () => {
    expect(formEditRefusal(ctx('receiver', 'pdf', { status: 'Invalid PDF' }))).toBe('role');
    expect(
      formEditRefusal(ctx('receiver', 'pdf', { status: 'Invalid PDF' }, { manual_parsing_allowed: true })),
    ).toBeNull();
    expect(formEditRefusal(ctx('admin', 'peppol', { status: 'Check Invoice' }))).toBe('notEditable');
    expect(formEditRefusal(ctx('admin', 'pdf', { status: 'Check Invoice' }))).toBeNull();
    expect(formEditRefusal(ctx('admin', 'pdf', { status: 'Processing', is_manual_parsing: true }))).toBeNull();
    expect(formEditRefusal(ctx('sender', 'pdf', { status: 'Processing', is_manual_parsing: true }))).toBe(
      'notEditable',
    );
    expect(formEditRefusal(ctx('admin', 'pdf', { status: 'Sent' }))).toBe('notEditable');
  });
});

describe('Approve / Reject (Peppol Invoice Response)', () => {
  const incoming = (role: Role, status: string, format: 'pdf' | 'peppol' = 'peppol'): ActionContext => ({
    role,
    format,
    invoice: { status },
    direction: 'incoming',
  });
  it.each(ALL_INVOICE_STATUSES)('status %s', (status) => {
    const expected = (INVOICE_RESPONSE_STATUSES as readonly string[]).includes(status);
    expect(canRespondToInvoice(incoming('admin', status))).toBe(expected);
    expect(canRespondToInvoice(incoming('receiver', status))).toBe(expected);
    for (const role of ['sender', 'user', 'esynpay_user'] as const)
      expect(canRespondToInvoice(incoming(role, status))).toBe(false);
    expect(canRespondToInvoice(incoming('admin', status, 'pdf'))).toBe(false);
  });
  it('covers Imported and Delivered only, case-insensitive', () => {
    expect([...INVOICE_RESPONSE_STATUSES].sort()).toEqual(['Delivered', 'Imported']);
    expect(canRespondToInvoice(incoming('receiver', 'imported'))).toBe(true);
  });
  it('needs the incoming side: an outgoing or unknown direction is refused', () => {
    expect(
      canRespondToInvoice({ role: 'admin', format: 'peppol', invoice: { status: 'Imported' }, direction: 'outgoing' }),
    ).toBe(false);
    expect(canRespondToInvoice({ role: 'admin', format: 'peppol', invoice: { status: 'Imported' } })).toBe(false);
  });
  it('says why: role, not an incoming Peppol invoice, already answered, wrong status', () => {
    expect(invoiceResponseRefusal(incoming('sender', 'Imported'))).toBe('role');
    expect(invoiceResponseRefusal(incoming('receiver', 'Imported', 'pdf'))).toBe('notIncomingPeppol');
    expect(invoiceResponseRefusal(incoming('receiver', 'Approved'))).toBe('answered');
    expect(invoiceResponseRefusal(incoming('receiver', 'Denied'))).toBe('answered');
    expect(invoiceResponseRefusal(incoming('receiver', 'Import error'))).toBe('status');
    expect(invoiceResponseRefusal(incoming('receiver', 'Delivered'))).toBeNull();
  });
  it('shows both actions together through visibleActions and isActionAllowed', () => {
    expect(visibleActions(incoming('receiver', 'Imported'))).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect(visibleActions(incoming('receiver', 'Approved'))).not.toContain('approve');
    expect(isActionAllowed('reject', incoming('admin', 'Delivered'))).toBe(true);
    expect(isActionAllowed('reject', incoming('user', 'Delivered'))).toBe(false);
  });
});
