export interface Portfolio {
  name: string;
  title: string;
  intro: string[];
  email: string;
  location: string;
  skills: { area: string; items: string[] }[];
  education: { school: string; degree: string; years: string }[];
  experience: { role: string; company: string; years: string; summary: string }[];
  projects: { name: string; description: string; technologies: string[] }[];
}

export const portfolio: Portfolio = {
  name: "Daniel Marsh-Ortega",
  title: "Full-stack web developer",
  intro: [
    "I am a full-stack web developer who builds fast, accessible storefronts and business tools, with a focus on B2B commerce. I designed, built and maintain the Forgeline Tools online shop, from the product catalogue and minimum order quantity rules to card checkout in US dollars.",
    "I enjoy working closely with the people who run the business day to day, turning their ordering processes into clear, dependable web interfaces. My work favours server-rendered pages, progressive enhancement and well-tested code that the next developer can pick up easily.",
  ],
  email: "daniel.marsh-ortega@example.com",
  location: "Columbus, Ohio",
  skills: [
    {
      area: "Frontend",
      items: [
        "TypeScript",
        "React",
        "Remix",
        "HTML and CSS",
        "Tailwind CSS",
        "Web accessibility (WCAG 2.1)",
      ],
    },
    {
      area: "Backend",
      items: [
        "Node.js",
        "REST and GraphQL APIs",
        "PostgreSQL",
        "Prisma",
        "Payment provider integrations",
      ],
    },
    {
      area: "Testing and quality",
      items: ["Vitest", "Playwright", "Testing Library", "ESLint", "Code review"],
    },
    {
      area: "Infrastructure",
      items: ["Docker", "GitHub Actions", "Linux servers", "CDN caching", "Performance monitoring"],
    },
  ],
  education: [
    {
      school: "Ohio State University",
      degree: "B.S. in Computer Science and Engineering",
      years: "2011 - 2015",
    },
  ],
  experience: [
    {
      role: "Freelance full-stack developer",
      company: "Self-employed",
      years: "2020 - present",
      summary:
        "Build and maintain e-commerce and internal web applications for small and mid-sized manufacturers and distributors, including the Forgeline Tools storefront, with ongoing support, hosting and feature work.",
    },
    {
      role: "Software engineer",
      company: "Lakeshore Supply Systems",
      years: "2017 - 2020",
      summary:
        "Developed the customer ordering portal for an industrial parts distributor, adding account-based pricing, bulk order upload and order tracking, and moved the frontend from server templates to React.",
    },
    {
      role: "Junior web developer",
      company: "Brightfield Digital",
      years: "2015 - 2017",
      summary:
        "Built marketing sites and small online shops for local businesses at a web agency, and maintained the agency's shared component library and deployment scripts.",
    },
  ],
  projects: [
    {
      name: "Forgeline Tools storefront",
      description:
        "B2B online shop for a power tools and hand tools manufacturer, with a searchable catalogue, per-product minimum order quantities, card payments in US dollars, and a trade knowledge blog for contractors and distributors.",
      technologies: ["Remix", "React", "TypeScript", "Node.js", "PostgreSQL", "Playwright"],
    },
    {
      name: "Distributor reorder planner",
      description:
        "Internal tool that reads sales history exports and suggests reorder points and order quantities per SKU, taking supplier lead times and carton quantities into account.",
      technologies: ["TypeScript", "React", "Node.js", "SQLite", "Vitest"],
    },
    {
      name: "Service centre repair tracker",
      description:
        "Web application for logging tool repairs, warranty decisions and repair quotes, with status updates emailed to customers as a repair moves through the workshop.",
      technologies: ["Remix", "Prisma", "PostgreSQL", "Docker"],
    },
    {
      name: "Accessible product table component",
      description:
        "Reusable, keyboard-friendly data table for comparing product specifications, with sorting, filtering and screen reader support, used across several client shops.",
      technologies: ["React", "TypeScript", "CSS", "Testing Library"],
    },
  ],
};
