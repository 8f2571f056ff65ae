import { FooterCategories, type CategoryLink } from "./category-links";

export function SiteFooter({ categories }: { categories: CategoryLink[] }) {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-900 py-8 text-center text-sm text-gray-300">
      <FooterCategories categories={categories} />
      <p>Copyright © {new Date().getFullYear()} Forgeline Tools. All rights reserved.</p>
    </footer>
  );
}
