// Page object: the invoice form (detail page, upload's manual mode): its fields by data-testid,
// typing like a user (select all, type, leave the field), saving, and the messages on fields.
import type { Locator, Page } from 'playwright-core';

export class InvoiceFormPage {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.locator('[data-testid="invoice-form"]');
  }

  /** A field by its data-testid (the first one: the first line's fields on a one-line form). */
  field(testId: string): Locator {
    return this.root().locator(`[data-testid="${testId}"]`).first();
  }

  /** Replaces the field's text as a user does, then leaves it (blur runs the field's rules). */
  async fill(testId: string, text: string): Promise<void> {
    const f = this.field(testId);
    await f.fill(text);
    await f.blur();
  }

  async save(): Promise<void> {
    await this.root().locator('[data-testid="form-save"]').click();
  }

  /** A validation message shown under a field. */
  error(text: string): Locator {
    return this.root().locator('.Mui-error').filter({ hasText: text }).first();
  }
}
