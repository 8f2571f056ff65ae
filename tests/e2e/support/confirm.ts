import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Clicks an action that asks first and checks the question: in the dialog with JavaScript, on
 * the question's own page without (where the action is a link). Nothing is answered yet.
 */
export async function openQuestion(page: Page, scope: Locator, label: string, question: string) {
  await scope
    .getByRole("button", { name: label, exact: true })
    .or(scope.getByRole("link", { name: label, exact: true }))
    .click();
  await expect(
    page.getByRole("dialog", { name: question }).or(page.getByRole("heading", { name: question })),
  ).toBeVisible();
}

/** Clicks an action that asks first, checks the question and answers Yes. */
export async function confirmAction(page: Page, scope: Locator, label: string, question: string) {
  await openQuestion(page, scope, label, question);
  // A closed dialog is hidden, so the only Yes is the one of this question.
  await page.getByRole("button", { name: "Yes" }).click();
}
