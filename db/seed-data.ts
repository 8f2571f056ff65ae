// Seed catalogue for Forgeline Tools: products and customer reviews.
// Plain data only; the seeding code assigns ids and dates. Prices are integer US cents.

import type { Insertable } from "kysely";
import type { Addresses, ShippingMethods, TaxRates } from "./types";

export interface SeedTool {
  name: string;
  img: string;
  description: string;
  priceCents: number;
  minimum_qyt: number;
  available_qyt: number;
  /** The part number, unique in the catalogue. */
  sku: string;
  /** The slug of its category (seed-taxonomy.ts). */
  category: string;
  /** Its specification values by attribute key. */
  specs: Record<string, string>;
  /** Tools with the same family key are variants of one product. */
  family?: string;
  /** The part numbers of what goes with it. */
  accessories?: string[];
  /** Its pictures after the first (`img`). */
  pictures?: { url: string; alt: string }[];
  /** Its volume breaks: from `minQyt` up, `priceCents` each. */
  priceBreaks?: { minQyt: number; priceCents: number }[];
}

export const seedTools: SeedTool[] = [
  {
    name: "Forgeline 18V Brushless Drill Driver",
    img: "/images/tools/cordless-drill.svg",
    description:
      "Compact 18V brushless drill driver with 65 Nm max torque, a 2-speed gearbox (0-500 / 0-1,900 rpm) and a 1/2 in ratcheting metal chuck. Kit includes two 2.0 Ah batteries, a fast charger, a belt clip and a contractor bag.",
    priceCents: 14900,
    minimum_qyt: 5,
    available_qyt: 640,
    sku: "FL-DD18-K2",
    priceBreaks: [
      { minQyt: 10, priceCents: 13900 },
      { minQyt: 50, priceCents: 12900 },
    ],
    category: "drills-drivers",
    specs: {
      "power-source": "Cordless",
      voltage: "18 V",
      weight: "1.6",
      brushless: "yes",
      "battery-included": "yes",
      "chuck-size": "1/2 in",
      "max-torque": "65",
    },
    family: "drill-driver",
    accessories: ["FL-B18-20", "FL-B18-50", "FL-RC1836", "FL-BIT35"],
    pictures: [
      {
        url: "/images/tools/drill-kit-case.svg",
        alt: "The kit's contractor bag with the drill driver, two 2.0 Ah batteries and the charger",
      },
    ],
  },
  {
    name: "Forgeline 18V Brushless Impact Driver",
    img: "/images/tools/impact-driver.svg",
    description:
      "18V brushless impact driver delivering 205 Nm of torque and up to 3,400 impacts per minute through a 1/4 in hex quick-release collet. Three speed modes and a triple LED work light. Bare tool: battery and charger sold separately.",
    priceCents: 9900,
    minimum_qyt: 5,
    available_qyt: 820,
    sku: "FL-ID18-B",
    category: "drills-drivers",
    specs: {
      "power-source": "Cordless",
      voltage: "18 V",
      weight: "1.3",
      brushless: "yes",
      "battery-included": "no",
      "chuck-size": "1/4 in hex",
      "max-torque": "205",
    },
    accessories: ["FL-B18-20", "FL-B18-50", "FL-RC1836", "FL-BIT35"],
  },
  {
    name: "Forgeline 4-1/2 in Angle Grinder 1100W",
    img: "/images/tools/angle-grinder.svg",
    description:
      "1100 W corded angle grinder for 4-1/2 in (115 mm) discs, 11,000 rpm no-load speed and a slide switch with no-volt release. Includes a tool-free guard, a two-position side handle, a spanner and one metal grinding disc.",
    priceCents: 6400,
    minimum_qyt: 10,
    available_qyt: 950,
    sku: "FL-AG1100",
    category: "grinders-sanders",
    specs: { "power-source": "Corded", voltage: "120 V", weight: "2.2", "blade-size": "4.5" },
  },
  {
    name: "Forgeline 7-1/4 in Circular Saw 15A",
    img: "/images/tools/circular-saw.svg",
    description:
      "15 A corded circular saw with a 7-1/4 in 24-tooth carbide blade, 5,200 rpm, 2-7/16 in depth of cut at 90 degrees and bevel capacity to 56 degrees. Magnesium shoe, electric brake and dust blower; blade wrench included.",
    priceCents: 11900,
    minimum_qyt: 5,
    available_qyt: 420,
    sku: "FL-CS15",
    category: "saws",
    specs: { "power-source": "Corded", voltage: "120 V", weight: "4.1", "blade-size": "7.25" },
    accessories: ["FL-CB724"],
  },
  {
    name: "Forgeline Variable-Speed Orbital Jigsaw",
    img: "/images/tools/jigsaw.svg",
    description:
      "6.5 A jigsaw with 4-position orbital action, variable speed from 800 to 3,000 spm and a 1 in stroke. Tool-free T-shank blade change and a steel shoe that bevels to 45 degrees. Supplied with three wood and metal blades.",
    priceCents: 8900,
    minimum_qyt: 5,
    available_qyt: 380,
    sku: "FL-JS65",
    category: "saws",
    specs: { "power-source": "Corded", voltage: "120 V", weight: "2.3" },
  },
  {
    name: "Forgeline 5 in Random Orbital Sander",
    img: "/images/tools/orbital-sander.svg",
    description:
      "3 A random orbital sander with a 5 in hook-and-loop pad, 3/32 in orbit and variable speed from 7,000 to 12,000 opm. Rubber palm grip, dust-sealed switch and a filtered dust canister. Includes 10 assorted sanding discs.",
    priceCents: 6900,
    minimum_qyt: 10,
    available_qyt: 560,
    sku: "FL-ROS5",
    category: "grinders-sanders",
    specs: { "power-source": "Corded", voltage: "120 V", weight: "1.4", "blade-size": "5" },
  },
  {
    name: "Forgeline SDS-Plus Rotary Hammer 1-1/8 in",
    img: "/images/tools/rotary-hammer.svg",
    description:
      "8 A SDS-Plus rotary hammer with 3.2 J impact energy and three modes: drill, hammer drill and chisel. Bores up to 1-1/8 in in concrete. Comes with a depth rod, a 360 degree side handle and a hard carry case.",
    priceCents: 18900,
    minimum_qyt: 4,
    available_qyt: 210,
    sku: "FL-RH118",
    category: "drills-drivers",
    specs: {
      "power-source": "Corded",
      voltage: "120 V",
      weight: "3.4",
      brushless: "no",
      "battery-included": "no",
      "chuck-size": "SDS-Plus",
    },
    accessories: ["FL-SDS7"],
  },
  {
    name: "Forgeline Dual-Temperature Heat Gun 1500W",
    img: "/images/tools/heat-gun.svg",
    description:
      "1500 W heat gun with two settings (570 F and 1,000 F) and a flat stand base for hands-free use. Ships with reducer, deflector, glass protector and surface nozzles for stripping paint, shrinking tubing and thawing pipes.",
    priceCents: 3900,
    minimum_qyt: 10,
    available_qyt: 740,
    sku: "FL-HG1500",
    category: "heat-guns-vacuums",
    specs: { "power-source": "Corded", voltage: "120 V", weight: "0.7" },
  },
  {
    name: "Forgeline 16 oz Fiberglass Claw Hammer",
    img: "/images/tools/claw-hammer.svg",
    description:
      "16 oz forged steel claw hammer with a smooth striking face and a curved claw for nail pulling. Fiberglass core handle with an anti-vibration rubber grip. Overall length 13 in.",
    priceCents: 1850,
    minimum_qyt: 20,
    available_qyt: 2200,
    sku: "FL-CH16",
    category: "hammers",
    specs: { material: "Fiberglass", weight: "0.6" },
  },
  {
    name: "Forgeline 10 in Adjustable Wrench",
    img: "/images/tools/adjustable-wrench.svg",
    description:
      "Chrome vanadium 10 in adjustable wrench with a 1-5/16 in jaw capacity, laser-etched SAE and metric scales and a smooth-turning worm screw. Cushion-dipped grip with a hang hole.",
    priceCents: 1650,
    minimum_qyt: 20,
    available_qyt: 1500,
    sku: "FL-AW10",
    category: "wrenches-sockets",
    specs: { material: "Chrome vanadium", weight: "0.4" },
  },
  {
    name: "Forgeline 94-Piece Mechanics Socket Set",
    img: "/images/tools/socket-set.svg",
    description:
      "94-piece 1/4 in and 3/8 in drive socket set in SAE and metric sizes, with 6-point standard and deep sockets. Includes two 72-tooth quick-release ratchets, extensions, a universal joint and a latching blow-molded case.",
    priceCents: 8900,
    minimum_qyt: 5,
    available_qyt: 310,
    sku: "FL-SS94",
    category: "wrenches-sockets",
    specs: { material: "Chrome vanadium", weight: "5.2", pieces: "94" },
  },
  {
    name: "Forgeline 25 ft Magnetic Tape Measure",
    img: "/images/tools/tape-measure.svg",
    description:
      "25 ft x 1-1/4 in tape with a nylon-coated blade, 13 ft standout and a double-sided magnetic end hook. Rubber-armored ABS case rated for 10 ft drops, with a thumb lock and a steel belt clip.",
    priceCents: 1290,
    minimum_qyt: 24,
    available_qyt: 2500,
    sku: "FL-TM25",
    category: "measuring",
    specs: { material: "ABS", weight: "0.5" },
  },
  {
    name: "Forgeline 48 in Aluminum Box Level",
    img: "/images/tools/spirit-level.svg",
    description:
      "48 in extruded aluminum box-beam level with a solid acrylic center vial accurate to 0.0005 in/in and two plumb vials. Machined measuring edge, shock-absorbing end caps and two hand holds.",
    priceCents: 4200,
    minimum_qyt: 10,
    available_qyt: 480,
    sku: "FL-BL48",
    category: "measuring",
    specs: { material: "Aluminum", weight: "1.9" },
  },
  {
    name: "Forgeline 10-Piece Screwdriver Set",
    img: "/images/tools/screwdriver-set.svg",
    description:
      "10-piece set with 5 slotted and 5 Phillips (PH0-PH3) screwdrivers, heat-treated S2 steel shafts and magnetic black-oxide tips. Bi-material tri-lobe handles; supplied in a wall-mountable rack.",
    priceCents: 2450,
    minimum_qyt: 12,
    available_qyt: 1200,
    sku: "FL-SD10",
    category: "screwdrivers-pliers",
    specs: { material: "S2 steel", weight: "1.1", pieces: "10" },
  },
  {
    name: "Forgeline 8 in Combination Pliers",
    img: "/images/tools/combination-pliers.svg",
    description:
      "8 in forged chrome vanadium combination pliers with serrated flat jaws, a pipe grip and induction-hardened side cutters for wire up to 10 AWG. Dual-material comfort grips.",
    priceCents: 1490,
    minimum_qyt: 24,
    available_qyt: 1800,
    sku: "FL-CP8",
    category: "screwdrivers-pliers",
    specs: { material: "Chrome vanadium", weight: "0.3" },
  },
  {
    name: "Forgeline 5 in Swivel Bench Vise",
    img: "/images/tools/bench-vise.svg",
    description:
      "5 in bench vise cast in 30,000 psi ductile iron, with a 5-1/2 in jaw opening, replaceable serrated steel jaws and a built-in anvil. 360 degree swivel base with dual lock-down; takes 1/2 in mounting bolts.",
    priceCents: 7900,
    minimum_qyt: 4,
    available_qyt: 160,
    sku: "FL-BV5",
    category: "knives-vises",
    specs: { material: "Ductile iron", weight: "14.5" },
  },
  {
    name: "Forgeline Retractable Utility Knife",
    img: "/images/tools/utility-knife.svg",
    description:
      "Aluminum-body retractable utility knife with a 3-position blade slide, tool-free blade change and on-board storage for spare blades. Non-slip rubber grip and lanyard hole; 5 SK5 steel blades included.",
    priceCents: 790,
    minimum_qyt: 50,
    available_qyt: 2500,
    sku: "FL-UK01",
    category: "knives-vises",
    specs: { material: "Aluminum", weight: "0.2" },
  },
  {
    name: "Forgeline 12 Gallon Wet/Dry Shop Vacuum",
    img: "/images/tools/wet-dry-vacuum.svg",
    description:
      "12 gallon wet/dry vacuum with a 5.5 peak HP motor, a 1-7/8 in x 7 ft locking hose and a washable cartridge filter. Drain port, four swivel casters and on-board storage for the wands, floor nozzle and crevice tool.",
    priceCents: 10900,
    minimum_qyt: 4,
    available_qyt: 190,
    sku: "FL-VAC12",
    category: "heat-guns-vacuums",
    specs: { "power-source": "Corded", voltage: "120 V", weight: "9.5" },
  },
  {
    name: "Forgeline 18V Brushless Drill Driver, Bare Tool",
    img: "/images/tools/cordless-drill.svg",
    description:
      "The 18V brushless drill driver on its own: 65 Nm max torque, a 2-speed gearbox (0-500 / 0-1,900 rpm) and a 1/2 in ratcheting metal chuck. For crews already on Forgeline 18V batteries; battery and charger sold separately.",
    priceCents: 9900,
    minimum_qyt: 5,
    available_qyt: 410,
    sku: "FL-DD18-B",
    category: "drills-drivers",
    specs: {
      "power-source": "Cordless",
      voltage: "18 V",
      weight: "1.2",
      brushless: "yes",
      "battery-included": "no",
      "chuck-size": "1/2 in",
      "max-torque": "65",
    },
    family: "drill-driver",
    accessories: ["FL-B18-20", "FL-B18-50", "FL-RC1836", "FL-BIT35"],
  },
  {
    name: "Forgeline 36V Brushless Drill Driver Kit",
    img: "/images/tools/cordless-drill.svg",
    description:
      "36V brushless drill driver with 110 Nm max torque for large augers and hole saws, a 3-speed gearbox and a 1/2 in metal chuck. Kit includes two 4.0 Ah 36V batteries, the 18V/36V rapid charger and a contractor bag.",
    priceCents: 27900,
    minimum_qyt: 2,
    available_qyt: 120,
    sku: "FL-DD36-K2",
    category: "drills-drivers",
    specs: {
      "power-source": "Cordless",
      voltage: "36 V",
      weight: "2.4",
      brushless: "yes",
      "battery-included": "yes",
      "chuck-size": "1/2 in",
      "max-torque": "110",
    },
    family: "drill-driver",
    accessories: ["FL-B36-40", "FL-RC1836"],
    pictures: [
      {
        url: "/images/tools/drill-kit-case.svg",
        alt: "The 36V kit's contractor bag with the drill driver, two 4.0 Ah batteries and the charger",
      },
    ],
  },
  {
    name: "Forgeline 18V 2.0 Ah Compact Battery",
    img: "/images/tools/battery.svg",
    description:
      "2.0 Ah lithium-ion battery for every Forgeline 18V tool, with a 4-light fuel gauge and cell-level overload protection. Light enough for overhead work; charges in 35 minutes on the rapid charger.",
    priceCents: 4900,
    minimum_qyt: 10,
    available_qyt: 1800,
    sku: "FL-B18-20",
    priceBreaks: [
      { minQyt: 10, priceCents: 4500 },
      { minQyt: 40, priceCents: 4200 },
    ],
    category: "batteries",
    specs: { voltage: "18 V", weight: "0.4", capacity: "2" },
  },
  {
    name: "Forgeline 18V 5.0 Ah High-Output Battery",
    img: "/images/tools/battery.svg",
    description:
      "5.0 Ah high-output lithium-ion battery for Forgeline 18V saws, grinders and drills under heavy load. Fuel gauge, shock-absorbing base and a cold-weather cell chemistry rated to -4 F.",
    priceCents: 9900,
    minimum_qyt: 5,
    available_qyt: 950,
    sku: "FL-B18-50",
    category: "batteries",
    specs: { voltage: "18 V", weight: "0.7", capacity: "5" },
  },
  {
    name: "Forgeline 36V 4.0 Ah Battery",
    img: "/images/tools/battery-36v.svg",
    description:
      "4.0 Ah lithium-ion battery for Forgeline 36V tools, with a fuel gauge and a temperature-managed pack. Charges in 60 minutes on the 18V/36V rapid charger.",
    priceCents: 14900,
    minimum_qyt: 2,
    available_qyt: 300,
    sku: "FL-B36-40",
    category: "batteries",
    specs: { voltage: "36 V", weight: "1.1", capacity: "4" },
  },
  {
    name: "Forgeline 18V/36V Rapid Charger",
    img: "/images/tools/charger.svg",
    description:
      "Rapid charger for every Forgeline 18V and 36V battery, with a cooling fan, charge and fault lights and a wall-mount keyhole. Charges a 2.0 Ah battery in 35 minutes.",
    priceCents: 5900,
    minimum_qyt: 5,
    available_qyt: 700,
    sku: "FL-RC1836",
    category: "chargers",
    specs: { weight: "0.6" },
  },
  {
    name: "Forgeline 35-Piece Impact Driver Bit Set",
    img: "/images/tools/bit-set.svg",
    description:
      "35 impact-rated 1/4 in hex bits (Phillips, square, Torx and slotted, 1 in and 2 in), a magnetic bit holder and nut drivers, in a clear-lid case with a belt clip.",
    priceCents: 2490,
    minimum_qyt: 10,
    available_qyt: 2200,
    sku: "FL-BIT35",
    priceBreaks: [
      { minQyt: 10, priceCents: 2250 },
      { minQyt: 50, priceCents: 1990 },
    ],
    category: "bits",
    specs: { pieces: "35", shank: "1/4 in hex" },
  },
  {
    name: "Forgeline SDS-Plus Masonry Drill Bit Set, 7 Pieces",
    img: "/images/tools/masonry-bits.svg",
    description:
      "Seven SDS-Plus masonry bits from 3/16 in to 3/4 in with 4-cutter carbide heads for concrete, brick and stone, in a rugged case.",
    priceCents: 3900,
    minimum_qyt: 5,
    available_qyt: 600,
    sku: "FL-SDS7",
    category: "bits",
    specs: { pieces: "7", shank: "SDS-Plus" },
  },
  {
    name: "Forgeline 7-1/4 in 24T Framing Blade, 2-Pack",
    img: "/images/tools/saw-blade.svg",
    description:
      "Two 7-1/4 in 24-tooth carbide framing blades with a thin kerf and an anti-stick coating, for fast rip and cross cuts in framing lumber and plywood.",
    priceCents: 1990,
    minimum_qyt: 10,
    available_qyt: 1500,
    sku: "FL-CB724",
    category: "blades",
    specs: { pieces: "2", "blade-size": "7.25" },
  },
];

export interface SeedReview {
  name: string;
  company: string;
  rating: 1 | 2 | 3 | 4 | 5;
  description: string;
  img: string | null;
}

export const seedReviews: SeedReview[] = [
  {
    name: "Priya Raman",
    company: "Northgate Hardware Supply",
    rating: 4,
    description:
      "The tape measures and box levels sell through steadily in our two stores and the pallets arrive well packed. It would be five stars if socket sets did not take three weeks to restock.",
    img: "/images/reviewers/priya-raman.svg",
  },
  {
    name: "Dale Hutchins",
    company: "Hutchins Plumbing & Heating",
    rating: 3,
    description:
      "The heat gun gets hot enough for thawing lines and shrink tubing, but it tips off its stand as soon as the reducer nozzle is fitted. Fair price for the volume we buy.",
    img: null,
  },
  {
    name: "Tom Okafor",
    company: "Okafor Renovations",
    rating: 5,
    description:
      "The 5 in bench vise is a beast: after a year of daily use there is still no play in the slide. Four units arrived two days after we ordered.",
    img: "/images/reviewers/tom-okafor.svg",
  },
  {
    name: "Rebecca Lindqvist",
    company: "Lindqvist Cabinetry",
    rating: 2,
    description:
      "The orbital sander leaves swirl marks at top speed and the dust canister clogs within ten minutes on MDF. We had to buy a hose adapter from another brand to hook it to our extractor.",
    img: null,
  },
  {
    name: "Hannah Whitfield",
    company: "Whitfield Electrical Contractors",
    rating: 4,
    description:
      "The combination pliers cut 12 AWG copper cleanly and the grips have held up on site. One star off because the insulated 1000 V version we asked about is still not in the catalogue.",
    img: "/images/reviewers/hannah-whitfield.svg",
  },
  {
    name: "Gary Polanski",
    company: "Polanski Auto & Diesel",
    rating: 1,
    description:
      "Two of the ten socket sets we ordered had ratchets with a slipping pawl out of the box. Support did replace them, but it took three weeks and a dozen emails.",
    img: null,
  },
  {
    name: "Luis Ortega",
    company: "Ortega Concrete & Masonry",
    rating: 4,
    description:
      "The SDS-Plus rotary hammer drills 5/8 in anchor holes in cured concrete faster than the units it replaced. It is heavy for overhead work, so the side handle is a must.",
    img: null,
  },
  {
    name: "Sandra Kim",
    company: "Brightline Property Maintenance",
    rating: 3,
    description:
      "Good value knives and screwdrivers for our maintenance teams, but the knife blade slide gets gritty after a few weeks in the van. A 50-unit minimum is also a lot for a company our size.",
    img: null,
  },
  {
    name: "Marcus Delgado",
    company: "Delgado & Sons Framing",
    rating: 5,
    description:
      "We moved all three framing crews to the 18V drill drivers and impact drivers last spring. The batteries get through a full day of deck screws and nothing has gone back for warranty yet.",
    img: "/images/reviewers/marcus-delgado.svg",
  },
  {
    name: "Jonah Fairweather",
    company: "Fairweather Builders",
    rating: 5,
    description:
      "The circular saws cut square straight out of the box and the electric brake stops the blade fast. Ordering is simple and the invoices match our purchase orders every time.",
    img: null,
  },
];

/**
 * The demo's shipping methods, in the order checkout lists them (prices in cents; days in
 * transit are business days).
 */
export const seedShippingMethods: Pick<
  Insertable<ShippingMethods>,
  "name" | "price" | "freeAbove" | "daysInTransit"
>[] = [
  { name: "Standard ground", price: 1500, freeAbove: 50000, daysInTransit: 5 },
  { name: "Express", price: 4500, freeAbove: null, daysInTransit: 2 },
];

/** Sales tax of a few states, in hundredths of a percent (575 is 5.75%). */
export const seedTaxRates: Insertable<TaxRates>[] = [
  { state: "OH", rateBp: 575, taxShipping: 1 },
  { state: "CA", rateBp: 725, taxShipping: 0 },
  { state: "TX", rateBp: 625, taxShipping: 1 },
  { state: "NY", rateBp: 400, taxShipping: 1 },
];

/** The demo customer's saved address (their business's, as on their profile). */
export const seedAddress: Omit<Insertable<Addresses>, "id" | "userId" | "createdAt" | "billing"> = {
  name: "Dana Whitfield",
  company: "Whitfield Renovations",
  street: "214 Foundry Lane",
  city: "Dayton",
  state: "OH",
  zip: "45402",
  phone: "+1 937 555 0142",
};

/** The demo's price group: a distributor pays 15% less, 20% less on hand tools. */
export const seedPriceGroup = {
  name: "Distributor",
  discountBp: 1500,
  categories: { "hand-tools": 2000 } as Record<string, number>,
};
