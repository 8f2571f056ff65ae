import type { MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { portfolio } from "#app/content/portfolio.ts";
import { publicPageMeta } from "#app/utils/seo.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { pageCache: { shows: ["categories"] } };

export const meta: MetaFunction = (args) =>
  publicPageMeta(args, {
    title: `${portfolio.name} — Portfolio`,
    description: `The work of ${portfolio.name}, the developer of the Forgeline Tools shop.`,
  });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="border-b border-gray-200 pb-2 text-2xl font-bold">{title}</h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function Portfolio() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="flex flex-col items-center gap-8 md:flex-row">
        <img
          src="/images/portrait.svg"
          alt={`Portrait of ${portfolio.name}`}
          width={240}
          height={240}
          className="h-48 w-48 rounded-full bg-white ring-4 ring-orange-400"
        />
        <div>
          <h1 className="text-4xl font-extrabold">{portfolio.name}</h1>
          <p className="mt-1 text-xl font-semibold text-brand">{portfolio.title}</p>
          <p className="mt-2 text-gray-600">
            {portfolio.location} ·{" "}
            <a href={`mailto:${portfolio.email}`} className="text-brand hover:underline">
              {portfolio.email}
            </a>
          </p>
          {portfolio.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-gray-800">
              {paragraph}
            </p>
          ))}
        </div>
      </header>

      <Section title="Skills">
        <div className="grid gap-6 sm:grid-cols-2">
          {portfolio.skills.map((group) => (
            <div key={group.area}>
              <h3 className="font-semibold">{group.area}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li key={item} className="rounded-full bg-gray-200 px-3 py-1 text-sm">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section title="Projects">
        <div className="grid gap-6 md:grid-cols-2">
          {portfolio.projects.map((project) => (
            <article key={project.name} className="rounded-lg bg-white p-6 ring-1 ring-gray-200">
              <h3 className="text-lg font-bold">{project.name}</h3>
              <p className="mt-2 text-gray-700">{project.description}</p>
              <p className="mt-3 text-sm text-gray-500">{project.technologies.join(" · ")}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section title="Experience">
        <ol className="space-y-6">
          {portfolio.experience.map((job) => (
            <li key={`${job.company}-${job.role}`}>
              <h3 className="font-semibold">
                {job.role}, {job.company}
              </h3>
              <p className="text-sm text-gray-500">{job.years}</p>
              <p className="mt-1 text-gray-700">{job.summary}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Education">
        <ul className="space-y-3">
          {portfolio.education.map((entry) => (
            <li key={entry.school}>
              <p className="font-semibold">{entry.degree}</p>
              <p className="text-gray-600">
                {entry.school}, {entry.years}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
