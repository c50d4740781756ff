// Page object: the layout around every page (sidebar, top bar, toasts).
import type { Locator, Page } from 'playwright-core';

export class Shell {
  constructor(readonly page: Page) {}

  sidebar(): Locator {
    return this.page.locator('[data-testid="admin-menu"], [data-testid="user-menu"]');
  }

  /** The hrefs of every link in the sidebar, after opening every group. */
  async menuLinks(): Promise<string[]> {
    const groups = this.page.locator('[data-testid^="menu-group-"]');
    await this.sidebar().waitFor();
    // A group opens by itself when the page is inside it (maybe just after a redirect): click
    // only what is still closed, and look again after the open animation.
    for (let i = 0; i < (await groups.count()); i++) {
      const group = groups.nth(i);
      for (let tries = 0; tries < 3 && (await group.getAttribute('data-open')) !== 'true'; tries++) {
        await group.click();
        await this.page.waitForTimeout(400);
      }
    }
    const hrefs = await this.sidebar()
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    return hrefs;
  }

  async switchLanguage(name: 'English' | 'Svenska'): Promise<void> {
    await this.page.locator('header [data-testid="language-switch"]').click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** Waits for a toast whose text contains `text`. */
  async toast(text: string): Promise<void> {
    await this.page
      .locator('.RaNotification, [role="alert"], .MuiSnackbar-root')
      .filter({ hasText: text })
      .first()
      .waitFor();
  }

  heading(): Locator {
    return this.page.locator('main h1, #main-content h1').first();
  }
}
