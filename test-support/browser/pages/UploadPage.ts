// Page object: the invoice upload screen (/admin/invoices/upload, /invoices/{outgoing,incoming}/upload).
import type { Locator, Page } from 'playwright-core';

export class UploadPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path = '/admin/invoices/upload'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.page.locator('[data-testid="upload-page"]').waitFor();
  }

  async chooseFiles(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.locator('[data-testid="upload-input"]').setInputFiles(files);
  }

  async switchManual(): Promise<void> {
    await this.page.locator('[data-testid="manual-switch"] input').check();
  }

  rows(): Locator {
    return this.page.locator('[data-testid="upload-row"]');
  }

  /** Types into a company lookup of the row and picks the option with that name. */
  async pick(row: Locator, which: 'sender' | 'receiver', name: string): Promise<void> {
    const input = row.locator(`[data-testid="upload-${which}"]`);
    await input.fill(name.slice(0, 8));
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  successDialog(): Locator {
    return this.page.locator('[data-testid="upload-success-dialog"]');
  }
}
