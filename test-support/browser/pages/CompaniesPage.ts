// Page object: the companies list (filters, table).
import type { Locator, Page } from 'playwright-core';

export class CompaniesPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path = '/admin/companies/list'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.table().waitFor();
  }

  table(): Locator {
    return this.page.locator('[data-testid="companies-table"]');
  }

  filters(): Locator {
    return this.page.locator('[data-testid="company-filters"]');
  }

  async filter(label: string, value: string): Promise<void> {
    await this.filters().getByLabel(label, { exact: true }).fill(value);
  }

  /** The names in the first column of the table. */
  async names(): Promise<string[]> {
    return this.table().locator('tbody tr td:first-child').allInnerTexts();
  }

  /** Waits until every shown row satisfies `pred` (the list refetches after a filter change). */
  async waitForRows(pred: (names: string[]) => boolean, timeoutMs = 30_000): Promise<string[]> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const names = await this.names();
      if (pred(names)) return names;
      if (Date.now() > end) throw new Error(`rows never matched: ${JSON.stringify(names)}`);
      await this.page.waitForTimeout(150);
    }
  }

  async openRow(name: string): Promise<void> {
    await this.table().locator('tbody tr').filter({ hasText: name }).first().click();
    await this.page.waitForURL(/\/detail\//);
  }
}
