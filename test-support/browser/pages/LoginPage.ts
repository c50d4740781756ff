// Page object: the sign-in page.
import type { Page } from 'playwright-core';

export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.page.locator('input[name="email"]').waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.locator('input[name="email"]').fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.locator('button[type="submit"]').click();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  /** Opens the sign-in page and signs in. */
  async signInAs(user: { email: string; password: string }): Promise<void> {
    await this.open();
    await this.signIn(user.email, user.password);
  }
}
