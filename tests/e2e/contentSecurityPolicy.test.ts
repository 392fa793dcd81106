import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedExampleMotorQuote } from './support/motorExample.js';
import { startDemoStory, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * The page runs under a Content-Security-Policy that lets no script evaluate code, and the quote form still
 * validates as it is typed: the engine interprets the form's schema instead of generating a function from it.
 */

let story: DemoStory;
let page: Page;

/** The `script-src` sources of a Content-Security-Policy header. */
function scriptSources(policy: string): string[] {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
}

describe('a Content-Security-Policy without unsafe sources, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('csp-server');
    ({ page } = story);
  });

  afterAll(() => story?.stop());

  it('validates the motor quote form as it is typed, evaluating no code', async () => {
    const { saved } = await savedExampleMotorQuote(page);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(`${story.server.url}/workspace/quotes/${saved.quote.id}`);
    const sources = scriptSources((await response?.allHeaders())?.['content-security-policy'] ?? '');
    expect(sources).toEqual(["'self'"]);
    expect(sources.filter((source) => source.startsWith("'unsafe-"))).toEqual([]);

    // the registration number is 2 to 8 capital letters or digits
    const registration = page.getByRole('region', { name: 'Vehicle' }).getByRole('textbox', {
      name: /^Registration number/,
    });
    const wrongFormat = page
      .getByRole('region', { name: 'Vehicle' })
      .getByText('Does not match the required format');
    await registration.first().fill('KL-1234-XYZ');
    await registration.first().press('Tab');
    // the form's own check, in the browser, before anything is sent
    await wrongFormat.waitFor();
    await registration.first().fill('KL1234');
    await registration.first().press('Tab');
    await wrongFormat.waitFor({ state: 'detached' });

    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});
