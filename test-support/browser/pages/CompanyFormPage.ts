// Page object: the company settings form (payment means tabs, save).
import type { Locator, Page } from 'playwright-core';

export class CompanyFormPage {
  constructor(private readonly page: Page) {}

  paymentMeans(): Locator {
    return this.page.locator('[data-testid="payment-means"]');
  }

  async waitLoaded(): Promise<void> {
    await this.page.locator('input[name="name"]').waitFor();
    await this.paymentMeans().waitFor();
  }

  async tabNames(): Promise<string[]> {
    return this.paymentMeans().getByRole('tab').allInnerTexts();
  }

  async activeTab(): Promise<string> {
    return this.paymentMeans().locator('[role="tab"][aria-selected="true"]').innerText();
  }

  async addPaymentMeans(): Promise<void> {
    await this.paymentMeans()
      .getByRole('button', { name: /add payment means|lägg till betalningssätt/i })
      .click();
  }

  /** Fills a field of the visible (active) payment means tab. */
  async fillActive(field: 'name' | 'local' | 'iban' | 'bic' | 'bankAccount', value: string): Promise<void> {
    const input = this.paymentMeans().locator(`[role="tabpanel"]:not([hidden]) input[name$=".${field}"]`);
    await input.fill(value);
  }

  async save(): Promise<void> {
    await this.page.locator('form button[type="submit"]').first().click();
  }
}
