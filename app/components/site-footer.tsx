import { shopDay } from "#app/utils/dates.ts";
import { FooterCategories, type CategoryLink } from "./category-links";

export function SiteFooter({ categories }: { categories: CategoryLink[] }) {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-900 py-8 text-center text-sm text-gray-300">
      <FooterCategories categories={categories} />
      {/* The shop's year, the same on the server and in the browser on New Year's Eve. */}
      <p>Copyright © {shopDay(new Date()).slice(0, 4)} Forgeline Tools. All rights reserved.</p>
    </footer>
  );
}
