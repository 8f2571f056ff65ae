import type { MetaFunction } from "@remix-run/node";
import { blogArticles } from "#app/content/blog-articles.ts";
import { publicPageMeta } from "#app/utils/seo.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { pageCache: { shows: ["categories"] } };

export const meta: MetaFunction = (args) =>
  publicPageMeta(args, {
    title: "Blogs — Forgeline Tools",
    description: "Answers to the questions contractors and distributors ask us most.",
  });

export default function Blogs() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Questions and answers</h1>
      <p className="mt-3 text-gray-600">
        Straight answers to the questions contractors and distributors ask us most.
      </p>
      <nav aria-label="Articles" className="mt-8 rounded-lg bg-white p-6 ring-1 ring-gray-200">
        <h2 className="font-semibold">In this page</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {blogArticles.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`} className="text-brand hover:underline">
                {article.question}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {blogArticles.map((article) => (
        <article key={article.slug} id={article.slug} className="mt-12 scroll-mt-8">
          <h2 className="text-2xl font-bold">{article.question}</h2>
          <p className="mt-2 italic text-gray-600">{article.summary}</p>
          <div className="mt-4 space-y-4 leading-relaxed text-gray-800">
            {article.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </article>
      ))}
    </div>
  );
}
