import type { Page } from "@playwright/test";

export function enquiryForm(page: Page) {
  return page.getByRole("form", { name: "Become a distributor" });
}

/** Fills the home page's distributor enquiry form and sends it. */
export async function sendEnquiry(
  page: Page,
  enquiry: { name: string; email: string; company: string; phone?: string; message: string },
) {
  const form = enquiryForm(page);
  await form.getByLabel("Your name").fill(enquiry.name);
  await form.getByLabel("Email").fill(enquiry.email);
  await form.getByLabel("Company").fill(enquiry.company);
  if (enquiry.phone) await form.getByLabel("Phone (optional)").fill(enquiry.phone);
  await form.getByLabel("Tell us about your business").fill(enquiry.message);
  await form.getByRole("button", { name: "Send enquiry" }).click();
}
