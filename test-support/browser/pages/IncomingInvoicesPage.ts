// Page object: a receiver's incoming invoice list (/invoices/incoming/{pdf,peppol}/list) with the
// Approve / Reject answers on Peppol rows and the reject dialog that asks for the reason.
import type { Locator, Page } from 'playwright-core';

export class IncomingInvoicesPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(format: 'pdf' | 'peppol' = 'peppol'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/invoices/incoming/${format}/list`);
    await this.rows().first().waitFor();
  }

  table(): Locator {
    return this.page.locator('[data-testid="invoices-table"]');
  }

  rows(): Locator {
    return this.table().locator('tbody tr');
  }

  /** How many pixels of the table are hidden behind the list's horizontal scroll (0 when it fits). */
  async hiddenWidth(): Promise<number> {
    return this.table().evaluate((table) => {
      const box = table.parentElement ?? table;
      return Math.max(0, box.scrollWidth - box.clientWidth);
    });
  }

  /** The invoice numbers in the first column, top to bottom. */
  async numbers(): Promise<string[]> {
    return (await this.rows().locator('td:first-child').allInnerTexts()).map((n) => n.trim());
  }

  row(invoiceNumber: string): Locator {
    return this.rows().filter({ hasText: invoiceNumber });
  }

  approveButton(invoiceNumber: string): Locator {
    return this.row(invoiceNumber).locator('[data-testid="action-approve"]');
  }

  rejectButton(invoiceNumber: string): Locator {
    return this.row(invoiceNumber).locator('[data-testid="action-reject"]');
  }

  /** The labels of the row's answer buttons as written (innerText would be upper-cased by the theme). */
  async answerLabels(invoiceNumber: string): Promise<string[]> {
    const buttons = this.row(invoiceNumber).locator('[data-testid="action-approve"], [data-testid="action-reject"]');
    return (await buttons.allTextContents()).map((t) => t.trim());
  }

  /** The status shown in the row's status bar (its label, in the console's language). */
  async status(invoiceNumber: string): Promise<string | null> {
    return this.row(invoiceNumber).locator('[data-kind="invoice"]').getAttribute('data-status');
  }

  /** Waits until the row shows `label` (the list refetches after an answer). */
  async waitForStatus(invoiceNumber: string, label: string): Promise<void> {
    await this.row(invoiceNumber).locator(`[data-kind="invoice"][data-status="${label}"]`).waitFor();
  }

  rejectDialog(): RejectDialog {
    return new RejectDialog(this.page.getByRole('dialog'));
  }
}

export class RejectDialog {
  constructor(readonly root: Locator) {}

  title(): Locator {
    return this.root.locator('h2');
  }

  reason(): Locator {
    return this.root.locator('textarea[name="reason"]');
  }

  /** The line under the reason field: the character count, or the error. */
  helperText(): Locator {
    return this.root.locator('.MuiFormHelperText-root');
  }

  async confirm(): Promise<void> {
    await this.root.locator('[data-testid="confirm-reject"]').click();
  }

  async cancel(name: string): Promise<void> {
    await this.root.getByRole('button', { name, exact: true }).click();
  }
}
