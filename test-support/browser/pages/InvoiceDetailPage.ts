// Page object: an invoice's detail page (action bar, info card, countdown, documents, history).
import type { Locator, Page } from 'playwright-core';

export class InvoiceDetailPage {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.locator('[data-testid="invoice-detail"]');
  }

  /** The action buttons, by their data-testid suffix (action-<id>), in the bar's order. */
  async actions(): Promise<string[]> {
    const ids = await this.page
      .locator('[data-testid="invoice-action-bar"] button')
      .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace(/^action-/, ''));
  }

  action(id: string): Locator {
    return this.page.locator(`[data-testid="invoice-action-bar"] [data-testid="action-${id}"]`);
  }

  /** The status label of the info card. */
  async status(): Promise<string | null> {
    return this.page.locator('[data-testid="info-status"] [data-kind="invoice"]').getAttribute('data-status');
  }

  async waitForStatus(label: string): Promise<void> {
    await this.page.locator(`[data-testid="info-status"] [data-kind="invoice"][data-status="${label}"]`).waitFor();
  }

  countdown(): Locator {
    return this.page.locator('[data-testid="forward-countdown"]');
  }

  /** Rendered PDF pages (pdf.js canvases). */
  pdfPages(): Locator {
    return this.page.locator('[data-testid="pdf-viewer"] .react-pdf__Page canvas');
  }

  historyEvents(): Locator {
    return this.page.locator('[data-testid="history-entry"]');
  }
}
