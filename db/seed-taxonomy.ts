// The demo catalogue's categories and specifications. Plain data only; the seeding code assigns
// ids and dates. A tool has the attributes of its category and of the category's parent.

export type SeedAttributeType = "choice" | "number" | "boolean";

export interface SeedAttribute {
  key: string;
  name: string;
  type: SeedAttributeType;
  unit?: string;
  /** A choice's values, in the order filters list them. */
  options?: string[];
}

export interface SeedCategory {
  slug: string;
  name: string;
  /** The keys of the attributes this category names. */
  attributes: string[];
  children?: SeedCategory[];
}

export const seedAttributes: SeedAttribute[] = [
  { key: "power-source", name: "Power source", type: "choice", options: ["Cordless", "Corded"] },
  { key: "voltage", name: "Voltage", type: "choice", options: ["18 V", "36 V", "120 V"] },
  { key: "brushless", name: "Brushless motor", type: "boolean" },
  { key: "battery-included", name: "Batteries included", type: "boolean" },
  {
    key: "chuck-size",
    name: "Chuck",
    type: "choice",
    options: ["1/4 in hex", "3/8 in", "1/2 in", "SDS-Plus"],
  },
  { key: "max-torque", name: "Max torque", type: "number", unit: "Nm" },
  { key: "blade-size", name: "Blade or disc size", type: "number", unit: "in" },
  { key: "weight", name: "Weight", type: "number", unit: "kg" },
  { key: "capacity", name: "Capacity", type: "number", unit: "Ah" },
  {
    key: "material",
    name: "Material",
    type: "choice",
    options: [
      "Chrome vanadium",
      "S2 steel",
      "Forged steel",
      "Fiberglass",
      "Aluminum",
      "ABS",
      "Ductile iron",
    ],
  },
  { key: "pieces", name: "Pieces", type: "number", unit: "pieces" },
  { key: "shank", name: "Shank", type: "choice", options: ["1/4 in hex", "SDS-Plus", "Round"] },
];

export const seedCategories: SeedCategory[] = [
  {
    slug: "power-tools",
    name: "Power tools",
    attributes: ["power-source", "voltage", "weight"],
    children: [
      {
        slug: "drills-drivers",
        name: "Drills & drivers",
        attributes: ["brushless", "battery-included", "chuck-size", "max-torque"],
      },
      { slug: "saws", name: "Saws", attributes: ["blade-size"] },
      { slug: "grinders-sanders", name: "Grinders & sanders", attributes: ["blade-size"] },
      { slug: "heat-guns-vacuums", name: "Heat guns & vacuums", attributes: [] },
    ],
  },
  {
    slug: "hand-tools",
    name: "Hand tools",
    attributes: ["material", "weight"],
    children: [
      { slug: "hammers", name: "Hammers", attributes: [] },
      { slug: "wrenches-sockets", name: "Wrenches & sockets", attributes: ["pieces"] },
      { slug: "screwdrivers-pliers", name: "Screwdrivers & pliers", attributes: ["pieces"] },
      { slug: "measuring", name: "Measuring & levels", attributes: [] },
      { slug: "knives-vises", name: "Knives & vises", attributes: [] },
    ],
  },
  {
    slug: "batteries-chargers",
    name: "Batteries & chargers",
    attributes: ["voltage", "weight"],
    children: [
      { slug: "batteries", name: "Batteries", attributes: ["capacity"] },
      { slug: "chargers", name: "Chargers", attributes: [] },
    ],
  },
  {
    slug: "accessories",
    name: "Accessories",
    attributes: ["pieces"],
    children: [
      { slug: "bits", name: "Drill & driver bits", attributes: ["shank"] },
      { slug: "blades", name: "Saw blades", attributes: ["blade-size"] },
    ],
  },
];

/** The demo's products sold in several forms, by the family key its tools name. */
export const seedFamilies: Record<string, string> = {
  "drill-driver": "Forgeline Brushless Drill Driver",
};
