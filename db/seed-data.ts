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
  },
  {
    name: "Forgeline 18V Brushless Impact Driver",
    img: "/images/tools/impact-driver.svg",
    description:
      "18V brushless impact driver delivering 205 Nm of torque and up to 3,400 impacts per minute through a 1/4 in hex quick-release collet. Three speed modes and a triple LED work light. Bare tool: battery and charger sold separately.",
    priceCents: 9900,
    minimum_qyt: 5,
    available_qyt: 820,
  },
  {
    name: "Forgeline 4-1/2 in Angle Grinder 1100W",
    img: "/images/tools/angle-grinder.svg",
    description:
      "1100 W corded angle grinder for 4-1/2 in (115 mm) discs, 11,000 rpm no-load speed and a slide switch with no-volt release. Includes a tool-free guard, a two-position side handle, a spanner and one metal grinding disc.",
    priceCents: 6400,
    minimum_qyt: 10,
    available_qyt: 950,
  },
  {
    name: "Forgeline 7-1/4 in Circular Saw 15A",
    img: "/images/tools/circular-saw.svg",
    description:
      "15 A corded circular saw with a 7-1/4 in 24-tooth carbide blade, 5,200 rpm, 2-7/16 in depth of cut at 90 degrees and bevel capacity to 56 degrees. Magnesium shoe, electric brake and dust blower; blade wrench included.",
    priceCents: 11900,
    minimum_qyt: 5,
    available_qyt: 420,
  },
  {
    name: "Forgeline Variable-Speed Orbital Jigsaw",
    img: "/images/tools/jigsaw.svg",
    description:
      "6.5 A jigsaw with 4-position orbital action, variable speed from 800 to 3,000 spm and a 1 in stroke. Tool-free T-shank blade change and a steel shoe that bevels to 45 degrees. Supplied with three wood and metal blades.",
    priceCents: 8900,
    minimum_qyt: 5,
    available_qyt: 380,
  },
  {
    name: "Forgeline 5 in Random Orbital Sander",
    img: "/images/tools/orbital-sander.svg",
    description:
      "3 A random orbital sander with a 5 in hook-and-loop pad, 3/32 in orbit and variable speed from 7,000 to 12,000 opm. Rubber palm grip, dust-sealed switch and a filtered dust canister. Includes 10 assorted sanding discs.",
    priceCents: 6900,
    minimum_qyt: 10,
    available_qyt: 560,
  },
  {
    name: "Forgeline SDS-Plus Rotary Hammer 1-1/8 in",
    img: "/images/tools/rotary-hammer.svg",
    description:
      "8 A SDS-Plus rotary hammer with 3.2 J impact energy and three modes: drill, hammer drill and chisel. Bores up to 1-1/8 in in concrete. Comes with a depth rod, a 360 degree side handle and a hard carry case.",
    priceCents: 18900,
    minimum_qyt: 4,
    available_qyt: 210,
  },
  {
    name: "Forgeline Dual-Temperature Heat Gun 1500W",
    img: "/images/tools/heat-gun.svg",
    description:
      "1500 W heat gun with two settings (570 F and 1,000 F) and a flat stand base for hands-free use. Ships with reducer, deflector, glass protector and surface nozzles for stripping paint, shrinking tubing and thawing pipes.",
    priceCents: 3900,
    minimum_qyt: 10,
    available_qyt: 740,
  },
  {
    name: "Forgeline 16 oz Fiberglass Claw Hammer",
    img: "/images/tools/claw-hammer.svg",
    description:
      "16 oz forged steel claw hammer with a smooth striking face and a curved claw for nail pulling. Fiberglass core handle with an anti-vibration rubber grip. Overall length 13 in.",
    priceCents: 1850,
    minimum_qyt: 20,
    available_qyt: 2200,
  },
  {
    name: "Forgeline 10 in Adjustable Wrench",
    img: "/images/tools/adjustable-wrench.svg",
    description:
      "Chrome vanadium 10 in adjustable wrench with a 1-5/16 in jaw capacity, laser-etched SAE and metric scales and a smooth-turning worm screw. Cushion-dipped grip with a hang hole.",
    priceCents: 1650,
    minimum_qyt: 20,
    available_qyt: 1500,
  },
  {
    name: "Forgeline 94-Piece Mechanics Socket Set",
    img: "/images/tools/socket-set.svg",
    description:
      "94-piece 1/4 in and 3/8 in drive socket set in SAE and metric sizes, with 6-point standard and deep sockets. Includes two 72-tooth quick-release ratchets, extensions, a universal joint and a latching blow-molded case.",
    priceCents: 8900,
    minimum_qyt: 5,
    available_qyt: 310,
  },
  {
    name: "Forgeline 25 ft Magnetic Tape Measure",
    img: "/images/tools/tape-measure.svg",
    description:
      "25 ft x 1-1/4 in tape with a nylon-coated blade, 13 ft standout and a double-sided magnetic end hook. Rubber-armored ABS case rated for 10 ft drops, with a thumb lock and a steel belt clip.",
    priceCents: 1290,
    minimum_qyt: 24,
    available_qyt: 2500,
  },
  {
    name: "Forgeline 48 in Aluminum Box Level",
    img: "/images/tools/spirit-level.svg",
    description:
      "48 in extruded aluminum box-beam level with a solid acrylic center vial accurate to 0.0005 in/in and two plumb vials. Machined measuring edge, shock-absorbing end caps and two hand holds.",
    priceCents: 4200,
    minimum_qyt: 10,
    available_qyt: 480,
  },
  {
    name: "Forgeline 10-Piece Screwdriver Set",
    img: "/images/tools/screwdriver-set.svg",
    description:
      "10-piece set with 5 slotted and 5 Phillips (PH0-PH3) screwdrivers, heat-treated S2 steel shafts and magnetic black-oxide tips. Bi-material tri-lobe handles; supplied in a wall-mountable rack.",
    priceCents: 2450,
    minimum_qyt: 12,
    available_qyt: 1200,
  },
  {
    name: "Forgeline 8 in Combination Pliers",
    img: "/images/tools/combination-pliers.svg",
    description:
      "8 in forged chrome vanadium combination pliers with serrated flat jaws, a pipe grip and induction-hardened side cutters for wire up to 10 AWG. Dual-material comfort grips.",
    priceCents: 1490,
    minimum_qyt: 24,
    available_qyt: 1800,
  },
  {
    name: "Forgeline 5 in Swivel Bench Vise",
    img: "/images/tools/bench-vise.svg",
    description:
      "5 in bench vise cast in 30,000 psi ductile iron, with a 5-1/2 in jaw opening, replaceable serrated steel jaws and a built-in anvil. 360 degree swivel base with dual lock-down; takes 1/2 in mounting bolts.",
    priceCents: 7900,
    minimum_qyt: 4,
    available_qyt: 160,
  },
  {
    name: "Forgeline Retractable Utility Knife",
    img: "/images/tools/utility-knife.svg",
    description:
      "Aluminum-body retractable utility knife with a 3-position blade slide, tool-free blade change and on-board storage for spare blades. Non-slip rubber grip and lanyard hole; 5 SK5 steel blades included.",
    priceCents: 790,
    minimum_qyt: 50,
    available_qyt: 2500,
  },
  {
    name: "Forgeline 12 Gallon Wet/Dry Shop Vacuum",
    img: "/images/tools/wet-dry-vacuum.svg",
    description:
      "12 gallon wet/dry vacuum with a 5.5 peak HP motor, a 1-7/8 in x 7 ft locking hose and a washable cartridge filter. Drain port, four swivel casters and on-board storage for the wands, floor nozzle and crevice tool.",
    priceCents: 10900,
    minimum_qyt: 4,
    available_qyt: 190,
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

/** The demo's shipping methods, in the order checkout lists them (prices in cents). */
export const seedShippingMethods: Pick<
  Insertable<ShippingMethods>,
  "name" | "price" | "freeAbove"
>[] = [
  { name: "Standard ground", price: 1500, freeAbove: 50000 },
  { name: "Express", price: 4500, freeAbove: null },
];

/** Sales tax of a few states, in hundredths of a percent (575 is 5.75%). */
export const seedTaxRates: Insertable<TaxRates>[] = [
  { state: "OH", rateBp: 575, taxShipping: 1 },
  { state: "CA", rateBp: 725, taxShipping: 0 },
  { state: "TX", rateBp: 625, taxShipping: 1 },
  { state: "NY", rateBp: 400, taxShipping: 1 },
];

/** The demo customer's saved address (their business's, as on their profile). */
export const seedAddress: Omit<Insertable<Addresses>, "id" | "userId" | "createdAt"> = {
  name: "Dana Whitfield",
  company: "Whitfield Renovations",
  street: "214 Foundry Lane",
  city: "Dayton",
  state: "OH",
  zip: "45402",
  phone: "+1 937 555 0142",
};
